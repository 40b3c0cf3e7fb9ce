// Set the zone before any date is used (Node re-reads TZ on assignment; the suite checks it took effect).
const previousTz = process.env.TZ;
process.env.TZ = 'Europe/Paris';

import { runTimeZoneSuite } from './dateDifference.tzSuite';

runTimeZoneSuite(
  { zone: 'Europe/Paris', offsetOn1April2024: -120, localDateOfInstant: '2024-03-31', springForward: '2024-03-31' },
  previousTz,
);
