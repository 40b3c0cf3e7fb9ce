import { readTable } from '../../components/data/table';
import { answerJobs } from '../../components/lib/workerJobs';
import { randomDrawWork, type DrawJob, type DrawListJob, type DrawListOutcome, type DrawOutcome } from './randomDraw';

/** The random draw's worker: long lists and tables are read, checked and drawn from off the page's thread (RandomDrawTool.tsx). */
answerJobs<DrawListJob | DrawJob, DrawListOutcome | DrawOutcome>(randomDrawWork(readTable));
