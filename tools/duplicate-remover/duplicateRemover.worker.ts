import { answerJobs } from '../../components/lib/workerJobs';
import { duplicateJob } from './duplicateRemover';

/** The duplicate remover's worker: long lists are sorted out off the page's thread (DuplicateRemoverTool.tsx). */
answerJobs(duplicateJob);
