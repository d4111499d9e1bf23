import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, optionsFromEnv } from './cli';

describe('npm run devnet configuration', () => {
  it('reads ports, token, dispenser, timer, state file and fault knobs', () => {
    expect(
      optionsFromEnv({
        DEVNET_ALGOD_PORT: '14001',
        DEVNET_INDEXER_PORT: '0',
        DEVNET_TOKEN: 'secret',
        DEVNET_DISPENSER_MNEMONIC: ' word word ',
        DEVNET_ROUND_INTERVAL: '2.5',
        DEVNET_STATE_FILE: '.devnet-state.json',
        DEVNET_HOST: '0.0.0.0',
        DEVNET_LATENCY_MS: '50',
        DEVNET_ERROR_RATE: '0.1',
        DEVNET_UNAUTHORIZED: 'false',
        DEVNET_DROP_SUBMISSIONS: 'yes',
        DEVNET_SUBMISSION_FAULT: 'Error-After',
        DEVNET_SUBMISSION_FAULT_COUNT: '2',
        DEVNET_SIMULATE: 'false',
        DEVNET_FEE_PER_BYTE: '10',
        DEVNET_MIN_FEE: '2000',
      }),
    ).toEqual({
      host: '0.0.0.0',
      algodPort: 14001,
      indexerPort: 0,
      token: 'secret',
      dispenserMnemonic: 'word word',
      roundIntervalSeconds: 2.5,
      stateFile: '.devnet-state.json',
      faults: {
        latencyMs: 50,
        errorRate: 0.1,
        unauthorized: false,
        dropSubmissions: true,
        submission: 'error-after',
        submissionFaultCount: 2,
        simulate: false,
        feePerByte: 10,
        minFee: 2000,
      },
    });
    expect(optionsFromEnv({}).token).toBe('a'.repeat(64));
    expect(optionsFromEnv({ DEVNET_TOKEN: '' }).token).toBe('');
  });

  it('names the variable that is wrong', () => {
    expect(() => optionsFromEnv({ DEVNET_ALGOD_PORT: '70000' })).toThrow(EnvError);
    expect(() => optionsFromEnv({ DEVNET_ALGOD_PORT: 'abc' })).toThrow(/DEVNET_ALGOD_PORT/);
    expect(() => optionsFromEnv({ DEVNET_ERROR_RATE: '2' })).toThrow(/DEVNET_ERROR_RATE/);
    expect(() => optionsFromEnv({ DEVNET_DROP_SUBMISSIONS: 'maybe' })).toThrow(
      /DEVNET_DROP_SUBMISSIONS/,
    );
    expect(() => optionsFromEnv({ DEVNET_SUBMISSION_FAULT: 'explode' })).toThrow(
      /DEVNET_SUBMISSION_FAULT must be one of none, error-before/,
    );
    expect(() => optionsFromEnv({ DEVNET_SUBMISSION_FAULT_COUNT: '1.5' })).toThrow(
      /DEVNET_SUBMISSION_FAULT_COUNT/,
    );
    expect(() => optionsFromEnv({ DEVNET_SIMULATE: 'perhaps' })).toThrow(/DEVNET_SIMULATE/);
    expect(() => optionsFromEnv({ DEVNET_FEE_PER_BYTE: '1.5' })).toThrow(/DEVNET_FEE_PER_BYTE/);
    expect(() => optionsFromEnv({ DEVNET_MIN_FEE: '-1' })).toThrow(/DEVNET_MIN_FEE/);
  });

  it('starts, prints the dispenser and the URLs, and stops cleanly on SIGTERM', async () => {
    // Node itself with tsx's loader, not the tsx launcher: the launcher runs the program in a
    // child and relays signals, and on a loaded machine a SIGTERM could reach it before its relay
    // was set, ending with 143 (run 4 of the 20-run unit loop).
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'cli.ts')],
      {
        env: { ...process.env, DEVNET_ALGOD_PORT: '0', DEVNET_INDEXER_PORT: '0' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => resolve(code)),
    );
    try {
      for (let i = 0; i < 150 && !output.includes('Ctrl+C'); i++)
        await new Promise((r) => setTimeout(r, 100));
      expect(output).toMatch(/Dispenser address: {2}[A-Z2-7]{58}/);
      expect(output).toMatch(/Dispenser mnemonic: (\w+ ){24}\w+/);
      const algodUrl = /algod {4}(http:\/\/\S+)/.exec(output)?.[1];
      expect((await fetch(`${algodUrl}/health`)).status).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  }, 30_000);
});
