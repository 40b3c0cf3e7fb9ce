import { readTable } from '../../components/data/table';
import { answerJobs } from '../../components/lib/workerJobs';
import { vatBatchJob, type VatBatchJob } from './vatBatch';

/** The TTC/HT tool's worker: long price lists and tables are converted off the page's thread (VatBatch.tsx). */
answerJobs((job: VatBatchJob, onProgress: (fraction: number) => void) => vatBatchJob(job, onProgress, readTable));
