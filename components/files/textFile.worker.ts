import { answerJobs } from '../lib/workerJobs';
import { readTextFile } from './readTextFile';

/** Reads the files chosen in the text tools off the page's thread (importTextFile.ts). */
answerJobs(readTextFile);
