// Zones far from UTC on both sides of the date line, and one with a half-hour offset and no DST.
const previousTz = process.env.TZ;
process.env.TZ = 'Pacific/Auckland';

import { runTimeZoneSuite } from './dateDifference.tzSuite';

runTimeZoneSuite(
  { zone: 'Pacific/Auckland', offsetOn1April2024: -780, localDateOfInstant: '2024-03-31', springForward: '2024-09-29' },
  previousTz,
);
