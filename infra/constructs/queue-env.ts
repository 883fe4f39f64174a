/** Environment variable names through which functions learn queue URLs (`shared/queues.ts`). */
export { dlqUrlEnv } from '#shared/queues.ts';
