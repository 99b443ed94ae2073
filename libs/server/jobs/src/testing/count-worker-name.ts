// The job type of the once-only test, shared by the test and its worker processes.
export const COUNT_JOB_NAME = 'test.count-once';
