import { answerJobs } from '../lib/workerJobs';
import { docxText } from './docxText';
import { readTextFile } from './readTextFile';

/** Reads Word documents off the page's thread, with mammoth, which only this worker loads (importTextFile.ts). */
answerJobs((job: Parameters<typeof readTextFile>[0], onProgress: (fraction: number) => void) => readTextFile(job, onProgress, docxText));
