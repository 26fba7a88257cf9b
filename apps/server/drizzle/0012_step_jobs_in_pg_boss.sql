-- Step jobs are pg-boss jobs sent in the transaction that enters the step (decision 013). A visit
-- whose job was still in this outbox gets one when the job runner starts.
DROP TABLE "lifecycle_step_jobs" CASCADE;