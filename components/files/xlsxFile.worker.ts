import { answerJobs } from '../lib/workerJobs';
import { readTextFile } from './readTextFile';
import { xlsxText } from './xlsxText';

/** Reads Excel workbooks off the page's thread, with read-excel-file, which only this worker loads (importTextFile.ts). */
answerJobs((job: Parameters<typeof readTextFile>[0], onProgress: (fraction: number) => void) => readTextFile(job, onProgress, xlsxText));
