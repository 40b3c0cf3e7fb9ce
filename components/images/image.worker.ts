import { answerJobs } from '../lib/workerJobs';
import { ImageJobError, processImage } from './engine';

/**
 * The image tools' worker, same origin, bundled by Vite and WXT: it receives one job at a time, reports its
 * progress and answers with the encoded image. Cancelling a job terminates the whole worker (bridge.ts).
 */
answerJobs(processImage, (error) => (error instanceof ImageJobError ? error.detail : undefined));
