import { answerJobs } from '../../components/lib/workerJobs';
import { slugJob } from './slug';

/** The slug generator's worker: long texts and lists are turned into slugs off the page's thread (SlugTool.tsx). */
answerJobs(slugJob);
