-- Every claim walks jobs_claim; jobs_ready (task, run_at) was read by nothing and cost a write per job inserted or deleted.
DROP INDEX `jobs_ready`;