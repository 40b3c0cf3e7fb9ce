import { answerJobs } from '../../components/lib/workerJobs';
import { analyseText } from './textInsights';

/** The word counter's worker: counts long texts off the page's thread (WordCounterTool.tsx). */
answerJobs(analyseText);
