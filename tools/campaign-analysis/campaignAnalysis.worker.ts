import * as table from '../../components/data/table';
import { answerJobs } from '../../components/lib/workerJobs';
import { analyseCampaigns, type CampaignJob } from './campaignAnalysis';

/** Long exports are read and computed off the page's thread (CampaignAnalysisTool.tsx). */
answerJobs((job: CampaignJob, onProgress: (fraction: number) => void) => analyseCampaigns(job, onProgress, table));
