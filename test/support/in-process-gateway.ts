/**
 * A second gateway inside the test worker, serving the same handlers against the test stack's
 * DynamoDB Local with its own configuration (hybrid mode, a partner URL, debug logging), and
 * capturing everything the handlers write to stdout and stderr. Configuration is read once at
 * import, so call this before importing any shared module (the test file imports them after).
 */
export interface InProcessGateway {
  url: string;
  /** Every line written to stdout or stderr since the gateway started. */
  output: string[];
  stop(): Promise<void>;
}

export async function startInProcessGateway(env: Record<string, string>): Promise<InProcessGateway> {
  Object.assign(process.env, env);
  const output: string[] = [];
  const wrap = (stream: NodeJS.WriteStream) => {
    const original = stream.write.bind(stream);
    stream.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
      output.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
      return original(chunk, ...rest);
    }) as typeof stream.write;
    return () => void (stream.write = original as typeof stream.write);
  };
  const restore = [wrap(process.stdout), wrap(process.stderr)];
  const { startGateway } = await import('#infra/local/gateway.ts');
  const gateway = await startGateway({ port: 0, quiet: true, logError: (line, error) => output.push(`${line} ${String(error)}`) });
  return {
    url: gateway.url,
    output,
    stop: async () => {
      await gateway.stop();
      for (const undo of restore) undo();
    },
  };
}
