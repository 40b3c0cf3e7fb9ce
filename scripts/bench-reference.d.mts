export interface SweepPoint {
  bytes: number;
  ssim: number;
  /** The setting that made it, as the bench prints it (« 64 c. », « q75 », « sans perte »). */
  label: string;
}

export function bytesAtSsim(points: SweepPoint[], target: number): { bytes: number; exact: boolean; between: string; below: number };
