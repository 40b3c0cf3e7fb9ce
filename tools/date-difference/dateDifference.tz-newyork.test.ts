// Set the zone before any date is used (Node re-reads TZ on assignment; the suite checks it took effect).
const previousTz = process.env.TZ;
process.env.TZ = 'America/New_York';

import { runTimeZoneSuite } from './dateDifference.tzSuite';

runTimeZoneSuite(
  { zone: 'America/New_York', offsetOn1April2024: 240, localDateOfInstant: '2024-03-30', springForward: '2024-03-10' },
  previousTz,
);
