import { readTable } from '../../components/data/table';
import { answerJobs } from '../../components/lib/workerJobs';
import { duplicateJob, type DuplicateJob } from './duplicateRemover';

/** The duplicate remover's worker: long lists and tables are sorted out off the page's thread (DuplicateRemoverTool.tsx). */
answerJobs((job: DuplicateJob, onProgress: (fraction: number) => void) => duplicateJob(job, onProgress, readTable));
