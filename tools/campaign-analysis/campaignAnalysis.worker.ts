import { answerJobs } from '../../components/lib/workerJobs';
import { analyseCampaigns } from './campaignAnalysis';

/** Long exports are read and computed off the page's thread (CampaignAnalysisTool.tsx). */
answerJobs(analyseCampaigns);
