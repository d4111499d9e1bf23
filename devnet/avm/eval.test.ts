import { describe, expect, it } from 'vitest';
import { assemble } from './assembler';
import { evaluate } from './eval';
import { MemoryLedger, SENDER, algodFailure, failure, run, same, txnView } from './test-support';

describe('evaluator: flow control', () => {
  it('passes on a single non-zero uint64, rejects on zero, fails on anything else', () => {
    expect(run('int 1').pass).toBe(true);
    expect(run('int 0').pass).toBe(false);
    expect(algodFailure('int 1; int 2')).toBe(
      'logic eval error: stack len is 2 instead of 1. Details: app=1001, pc=5',
    );
    expect(failure('byte "x"')).toMatch(/^stack finished with bytes not int/);
    expect(run('int 1; int 2; int 3; return; err').pass).toBe(true);
    expect(failure('byte "x"; return')).toBe('return arg 0 wanted uint64 but got []byte');
    // The final checks report the end of the program, where return also jumps.
    expect(algodFailure('byte "x"; b end; end:')).toBe(
      'logic eval error: stack finished with bytes not int. Details: app=1001, pc=7',
    );
  });

  it('fails with algod texts and the pc: assert, err', () => {
    expect(algodFailure('int 1; int 0; assert')).toBe(
      'logic eval error: assert failed pc=5. Details: app=1001, pc=5',
    );
    expect(algodFailure('err')).toBe(
      'logic eval error: err opcode executed. Details: app=1001, pc=1',
    );
  });

  it('branches forward and back, and return ends the program', () => {
    // Sum 1..10 with a backward loop (v4+).
    const loop = `int 0; store 0; int 10; store 1
      top: load 0; load 1; +; store 0; load 1; int 1; -; dup; store 1; bnz top
      load 0; int 55; ==; return; err`;
    expect(run(loop).pass).toBe(true);
    expect(run('int 0; bz skip; err; skip: int 1').pass).toBe(true);
    expect(run('int 7; int 1; switch a b; err; a: err; b: int 7; ==').pass).toBe(true);
    expect(
      run('int 5; byte "a"; byte "b"; byte "b"; match x y; err; x: err; y: int 5; ==').pass,
    ).toBe(true);
    expect(run('int 9; int 5; switch a; int 9; ==; return; a: err').pass).toBe(true);
  });

  it('runs subroutines with proto frames: args, locals, returns', () => {
    const teal = `int 3; int 4; callsub add; int 7; ==; return
      add: proto 2 1; int 0; frame_dig -2; frame_dig -1; +; frame_bury 0; retsub`;
    expect(run(teal).pass).toBe(true);
    expect(run('callsub f; int 1; return; f: retsub').pass).toBe(true);
    expect(failure('int 1; b f; f: proto 0 0; int 1')).toBe('proto was executed without a callsub');
    expect(failure('callsub f; int 1; return; f: int 1; pop; proto 0 0; retsub')).toBe(
      'proto was executed without a callsub',
    );
    expect(failure('callsub f; int 1; return; f: proto 0 1; retsub')).toBe(
      'retsub executed with no return values on stack. proto declared 1',
    );
    expect(failure('callsub f; f: frame_dig -1')).toBe('frame_dig below stack');
    // Without proto, frame_dig reads relative to the stack height at callsub.
    const noProto = 'int 4; callsub f; int 1; return; f: frame_dig -1; int 4; ==; assert; retsub';
    expect(run(noProto).pass).toBe(true);
    expect(failure('int 1; bury 1')).toBe('bury outside stack');
    expect(failure('int 1; popn 2')).toBe('popn 2 while stack contains 1');
    // retsub returns the R slots just above the arguments and drops whatever is above them.
    expect(same('int 9; callsub f; b end; f: proto 1 1; int 5; int 6; retsub; end:', 'int 5')).toBe(
      true,
    );
    expect(algodFailure('retsub')).toBe(
      'logic eval error: retsub with empty callstack. Details: app=1001, pc=1',
    );
    expect(failure('callsub f; f: proto 1 0; int 1; return')).toMatch(
      /^callsub to proto that requires 1 args/,
    );
    expect(failure('int 1; callsub f; f: proto 1 0; frame_dig -2')).toMatch(
      /^frame_dig -2 in sub with 1 args/,
    );
  });
});

describe('evaluator: stack, constants and scratch', () => {
  it('moves values as the spec says', () => {
    // Each case keeps the value of interest in scratch 0 and empties the stack.
    const kept = (teal: string, n: number) => `${teal}; store 0; popn ${n}; load 0`;
    expect(same(kept('int 10; int 20; int 30; dig 1', 3), 'int 20')).toBe(true);
    expect(same(kept('int 10; int 20; int 30; cover 2; pop', 1), 'int 10')).toBe(true);
    expect(same(kept('int 10; int 20; int 30; cover 2; pop; pop', 0), 'int 30')).toBe(true);
    expect(same(kept('int 10; int 20; int 30; uncover 2', 2), 'int 10')).toBe(true);
    expect(same(kept('int 10; int 20; int 30; uncover 2; pop; pop', 0), 'int 20')).toBe(true);
    expect(same(kept('int 10; int 20; int 99; bury 2; pop', 0), 'int 99')).toBe(true);
    expect(same('int 5; dupn 3; popn 3', 'int 5')).toBe(true);
    expect(same('int 1; int 2; swap; pop', 'int 2')).toBe(true);
    expect(same('int 10; int 20; int 1; select', 'int 20')).toBe(true);
    expect(same('int 10; int 20; int 0; select', 'int 10')).toBe(true);
    expect(same('int 1; int 2; dup2; +; +; +', 'int 6')).toBe(true);
  });

  it('refuses a stack deeper than 1,000', () => {
    const fill = 'int 1; dupn 255; dupn 255; dupn 255; dupn 233';
    expect(run(`${fill}; popn 255; popn 255; popn 255; popn 233`).pass).toBe(true);
    expect(algodFailure(`${fill}; dup; dup`)).toBe(
      'logic eval error: stack overflow. Details: app=1001, pc=12',
    );
  });

  it('reads constant blocks and the scratch space', () => {
    expect(same('intcblock 5 6; bytecblock 0x01 0x02; intc_1; bytec 1; btoi; +', 'pushint 8')).toBe(
      true,
    );
    expect(same('pushints 1 2 3; +; +', 'int 6')).toBe(true);
    expect(same('int 42; store 200; load 200', 'int 42')).toBe(true);
    expect(same('int 3; int 9; stores; int 3; loads', 'int 9')).toBe(true);
    expect(same('load 17', 'int 0')).toBe(true);
    expect(algodFailure('int 256; loads')).toBe(
      'logic eval error: invalid Scratch index 256. Details: app=1001, pc=4',
    );
    expect(algodFailure('intcblock 1; intc 3')).toBe(
      'logic eval error: intc 3 beyond 1 constants. Details: app=1001, pc=4',
    );
  });
});

describe('evaluator: uint64 arithmetic', () => {
  const max = '18446744073709551615';
  it('computes and fails as algod does', () => {
    expect(same('int 7; int 3; /', 'int 2')).toBe(true);
    expect(same('int 7; int 3; %', 'int 1')).toBe(true);
    expect(same('int 1; int 63; shl', 'int 9223372036854775808')).toBe(true);
    expect(same(`int ${max}; int 60; shr`, 'int 15')).toBe(true);
    expect(same('int 99; sqrt', 'int 9')).toBe(true);
    expect(same('int 8; bitlen', 'int 4')).toBe(true);
    expect(same('int 2; int 10; exp', 'int 1024')).toBe(true);
    expect(same('int 0; ~', `int ${max}`)).toBe(true);
    expect(algodFailure(`int ${max}; int 1; +`)).toBe(
      'logic eval error: + overflowed. Details: app=1001, pc=14',
    );
    expect(algodFailure('int 1; int 2; -')).toBe(
      'logic eval error: - would result negative. Details: app=1001, pc=5',
    );
    expect(algodFailure('int 1; int 0; /')).toBe('logic eval error: / 0. Details: app=1001, pc=5');
    expect(algodFailure(`int ${max}; int 2; *`)).toBe(
      'logic eval error: * overflowed. Details: app=1001, pc=14',
    );
    expect(algodFailure('int 0; int 0; exp')).toBe(
      'logic eval error: 0^0 is undefined. Details: app=1001, pc=6',
    );
    expect(algodFailure('int 2; int 64; exp')).toBe(
      'logic eval error: 2^64 overflow. Details: app=1001, pc=5',
    );
  });

  it('computes the wide forms', () => {
    expect(same(`int ${max}; int ${max}; mulw; int 1; ==; assert`, `int ${max} ; int 1; -`)).toBe(
      true,
    );
    expect(same(`int ${max}; int 2; addw; int 1; ==; assert`, 'int 1')).toBe(true);
    expect(same('int 1; int 0; int 2; divw', 'int 9223372036854775808')).toBe(true);
    expect(failure('int 2; int 0; int 2; divw')).toBe('divw overflow: 2 <= 2');
    // (2^64 + 5) / 2 = 2^63 + 2 remainder 1.
    expect(
      same(
        'int 1; int 5; int 0; int 2; divmodw; int 1; ==; assert; int 0; ==; assert; int 2; -; swap; int 0; ==; assert',
        'int 9223372036854775808',
      ),
    ).toBe(true);
    expect(same('int 2; int 64; expw; int 0; ==; assert', 'int 1')).toBe(true);
  });

  it('converts and type-checks', () => {
    expect(same('int 258; itob', 'byte 0x0000000000000102')).toBe(true);
    expect(same('byte 0x0102; btoi', 'int 258')).toBe(true);
    expect(algodFailure('byte 0x010203040506070809; btoi')).toBe(
      'logic eval error: btoi arg too long, got 9 bytes. Details: app=1001, pc=12',
    );
    expect(failure('byte "a"; int 1; +')).toBe('+ arg 0 wanted uint64 but got []byte');
    expect(failure('int 1; byte "a"; ==')).toBe('cannot compare (uint64 to []byte)');
  });
});

describe('evaluator: byte arrays', () => {
  it('slices and edits', () => {
    expect(same('byte "hello"; byte " world"; concat', 'byte "hello world"')).toBe(true);
    expect(same('byte "hello"; substring 1 3', 'byte "el"')).toBe(true);
    expect(same('byte "hello"; int 1; int 4; substring3', 'byte "ell"')).toBe(true);
    expect(same('byte "hello"; extract 2 0', 'byte "llo"')).toBe(true);
    expect(same('byte "hello"; int 1; int 2; extract3', 'byte "el"')).toBe(true);
    expect(same('byte 0x00010203; int 1; extract_uint16', 'int 258')).toBe(true);
    expect(same('byte "hello"; byte "ab"; replace2 1', 'byte "hablo"')).toBe(true);
    expect(same('byte 0x80; int 0; getbit', 'int 1')).toBe(true);
    expect(same('byte 0x00; int 7; int 1; setbit', 'byte 0x01')).toBe(true);
    expect(same('int 0; int 3; int 1; setbit', 'int 8')).toBe(true);
    expect(same('byte 0x0a0b; int 1; getbyte', 'int 11')).toBe(true);
    expect(same('int 3; bzero', 'byte 0x000000')).toBe(true);
    expect(same('byte "abc"; len', 'int 3')).toBe(true);
    expect(algodFailure('byte "hello"; extract 4 2')).toBe(
      'logic eval error: extraction end 6 is beyond length: 5. Details: app=1001, pc=8',
    );
    expect(algodFailure('byte "hello"; substring 3 1')).toBe(
      'logic eval error: substring range beyond length of string. Details: app=1001, pc=8',
    );
  });

  it('refuses values over 4,096 bytes', () => {
    expect(run('int 4096; bzero; len; int 4096; ==').pass).toBe(true);
    expect(algodFailure('int 4096; bzero; byte "x"; concat')).toBe(
      'logic eval error: concat produced a too big (4097) byte-array. Details: app=1001, pc=8',
    );
    expect(failure('int 4097; bzero')).toMatch(/^bzero attempted to create a too large string/);
  });

  it('does byte math up to 512 bits', () => {
    expect(same('byte 0xff; byte 0x01; b+', 'byte 0x0100')).toBe(true);
    const max512 = `byte 0x${'ff'.repeat(64)}`;
    expect(same(`${max512}; byte 0x01; b+; len`, 'int 65')).toBe(true);
    expect(same(`${max512}; ${max512}; b*; len`, 'int 128')).toBe(true);
    expect(same('byte 0x0100; byte 0x01; b-', 'byte 0xff')).toBe(true);
    expect(same('byte 0x64; byte 0x07; b/', 'byte 0x0e')).toBe(true);
    expect(same('byte 0x64; byte 0x07; b%', 'byte 0x02')).toBe(true);
    expect(same('byte 0x0001; byte 0x01; b==', 'int 1')).toBe(true);
    expect(same('byte 0x02; byte 0x0001; b>', 'int 1')).toBe(true);
    expect(same('byte 0x0f0f; byte 0xf0; b|', 'byte 0x0fff')).toBe(true);
    expect(same('byte 0x0f0f; byte 0xff; b&', 'byte 0x000f')).toBe(true);
    expect(same('byte 0x00ff; b~', 'byte 0xff00')).toBe(true);
    expect(same('byte 0x64; bsqrt', 'byte 0x0a')).toBe(true);
    expect(same('byte 0x00ff; bitlen', 'int 8')).toBe(true);
    expect(algodFailure('byte 0x01; byte 0x02; b-')).toBe(
      'logic eval error: byte math would have negative result. Details: app=1001, pc=7',
    );
    expect(algodFailure('byte 0x01; byte 0x; b/')).toBe(
      'logic eval error: division by zero. Details: app=1001, pc=6',
    );
    expect(algodFailure(`byte 0x${'01'.repeat(65)}; byte 0x01; b+`)).toBe(
      'logic eval error: math attempted on large byte-array. Details: app=1001, pc=71',
    );
  });

  it('hashes with the known vectors', () => {
    const abc = 'byte "abc"';
    expect(
      same(
        `${abc}; sha256`,
        'byte 0xba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
      ),
    ).toBe(true);
    expect(
      same(
        'byte ""; keccak256',
        'byte 0xc5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470',
      ),
    ).toBe(true);
    expect(
      same(
        `${abc}; sha512_256`,
        'byte 0x53048e2681941ef99b2e29b76b4c7dabe4c2d0c634fc6d46e0e2f13107e7af23',
      ),
    ).toBe(true);
    expect(
      same(
        `${abc}; sha3_256`,
        'byte 0x3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532',
      ),
    ).toBe(true);
  });
});

describe('evaluator: cost, budget, versions and modes', () => {
  it('charges each opcode to the pooled budget and refuses past it', () => {
    const result = run('byte "a"; sha256; pop; int 1', { budget: 700 });
    expect(result.cost).toBe(38);
    expect(result.budgetLeft).toBe(662);
    expect(algodFailure('top: b top', { budget: 700 })).toBe(
      'logic eval error: dynamic cost budget exceeded, executing b: local program cost was 700. Details: app=1001, pc=1',
    );
    expect(same('global OpcodeBudget', 'int 699')).toBe(true);
  });

  it('uses the cost of the program version (sha256 cost 7 in v1) and static cost before v4', () => {
    const v1 = run('#pragma version 1\nbyte "a"\nsha256\npop\nint 1', {
      mode: 'sig',
      budget: 20_000,
    });
    // intcblock, bytecblock, bytec_0, sha256 (7 in v1), pop, intc_0
    expect(v1.cost).toBe(12);
    expect(failure('#pragma version 3\nint 1\nbnz end\nend:\nint 1', { budget: 2 })).toMatch(
      /^pc= {2}5 static cost budget of 2 exceeded$/,
    );
  });

  it('refuses opcodes above the program version and in the wrong mode', () => {
    const ctx = { mode: 'app' as const, group: [], groupIndex: 0, budget: { remaining: 700 } };
    expect(() => evaluate(Uint8Array.from([7, 0xbe]), ctx)).toThrow('pc=  1 illegal opcode 0xbe');
    expect(algodFailure('int 1; byte "k"; box_len; pop', { mode: 'sig' })).toBe(
      'rejected by logic err=pc=  6 box_len not allowed in current mode. Details: pc=6',
    );
    expect(failure('byte "a"; +')).toBe('stack underflow in +');
    expect(failure('#pragma version 8\nbyte "k"\nbox_len\npop', { mode: 'sig' })).toMatch(
      /^pc= {2}\d box_len not allowed in current mode/,
    );
    expect(failure('arg 0; len')).toMatch(/^pc= {2}\d arg not allowed in current mode/);
    expect(
      same('arg 1', 'byte "b"', { mode: 'sig', args: [Uint8Array.of(97), Uint8Array.of(98)] }),
    ).toBe(true);
  });

  it('answers unsupported opcodes clearly', () => {
    const program = assemble(
      '#pragma version 12\nbyte 0x\nbyte 0x\nbyte 0x\nvrf_verify VrfAlgorand\npop',
    ).program;
    const ctx = { mode: 'app' as const, group: [], groupIndex: 0, budget: { remaining: 20_000 } };
    expect(() => evaluate(program, ctx)).toThrow('unsupported opcode vrf_verify');
  });
});

describe('evaluator: log and transaction fields', () => {
  it('collects logs up to 32 and 1,024 bytes', () => {
    const result = run('byte "a"; log; byte "bc"; log; int 1');
    expect(result.logs.map((l) => Buffer.from(l).toString())).toEqual(['a', 'bc']);
    expect(failure(`${'byte "a"; log; '.repeat(33)}int 1`)).toMatch(
      /^too many log calls in program. up to 32 is allowed/,
    );
    expect(failure('int 1000; bzero; log; int 25; bzero; log; int 1')).toMatch(
      /^program logs too large/,
    );
  });

  it('reads the current and group transactions', () => {
    const txn = txnView({ Sender: SENDER, Fee: 2000n }, { ApplicationArgs: [Uint8Array.of(1, 2)] });
    expect(same('txn Fee', 'int 2000', { txn })).toBe(true);
    expect(same('txna ApplicationArgs 0', 'byte 0x0102', { txn })).toBe(true);
    expect(same('int 0; txnas ApplicationArgs', 'byte 0x0102', { txn })).toBe(true);
    expect(same('int 0; gtxns Sender', `byte 0x${'07'.repeat(32)}`, { txn })).toBe(true);
    expect(same('global GroupSize', 'int 1')).toBe(true);
    expect(same('global CurrentApplicationID', 'int 1001')).toBe(true);
    expect(same('global Round', 'int 5')).toBe(true);
    expect(failure('txna ApplicationArgs 3', { txn })).toMatch(/^invalid ApplicationArgs index 3/);
  });
});

describe('evaluator: state through the ledger interface', () => {
  it('reads and writes global and local state', () => {
    const ledger = new MemoryLedger();
    expect(
      run('byte "k"; int 5; app_global_put; byte "k"; app_global_get; int 5; ==', { ledger }).pass,
    ).toBe(true);
    expect(same('int 0; byte "k"; app_global_get_ex; assert', 'int 5', { ledger })).toBe(true);
    expect(same('int 0; byte "none"; app_global_get_ex; swap; pop', 'int 0', { ledger })).toBe(
      true,
    );
    expect(failure('int 0; byte "k"; int 1; app_local_put; int 1', { ledger })).toMatch(
      /^[A-Z2-7]{58} has not opted in to app 1001$/,
    );
    ledger.optIns.add(`${Buffer.from(SENDER).toString('hex')}/1001`);
    expect(
      run('int 0; byte "k"; int 1; app_local_put; int 0; byte "k"; app_local_get', { ledger }).pass,
    ).toBe(true);
    expect(same('int 0; int 0; app_opted_in', 'int 1', { ledger })).toBe(true);
    expect(failure(`byte 0x${'00'.repeat(65)}; app_global_get`)).toMatch(/^key too long/);
    expect(failure(`byte 0x${'00'.repeat(64)}; int 65; bzero; app_global_put; int 1`)).toMatch(
      /^key\/value total too long/,
    );
  });

  it('keeps boxes of fixed size', () => {
    const ledger = new MemoryLedger();
    const teal = `byte "b"; int 8; box_create; assert
      byte "b"; int 2; byte 0xaabb; box_replace
      byte "b"; int 1; int 2; byte 0xcc; box_splice
      byte "b"; box_get; assert; byte 0x00ccbb0000000000; ==; assert
      byte "b"; int 10; box_resize; byte "b"; box_len; assert; int 10; ==; assert
      byte "b"; int 1; int 2; box_extract; byte 0xccbb; ==; assert
      byte "b"; int 8; box_create; !; assert`;
    expect(failure(teal, { ledger })).toMatch(/^box size mismatch 10 8/);
    expect(
      run('byte "b"; box_del; assert; byte "b"; box_len; !; assert; int 0; ==', { ledger }).pass,
    ).toBe(true);
    expect(same('byte "b"; box_del', 'int 0', { ledger })).toBe(true);
    expect(
      run('byte "c"; byte "xyz"; box_put; byte "c"; box_get; assert; byte "xyz"; ==', { ledger })
        .pass,
    ).toBe(true);
    expect(failure('byte "c"; byte "toolong"; box_put; int 1', { ledger })).toMatch(
      /^attempt to box_put wrong size 3 != 7/,
    );
    expect(failure('byte ""; int 1; box_create')).toMatch(/^box names may not be zero length/);
    expect(failure('byte "x"; int 32769; box_create')).toMatch(/^box size too large/);
    expect(failure('byte "none"; int 0; int 1; box_extract')).toMatch(/^no such box/);
  });

  it('reads balances, holdings and asset and app parameters', () => {
    const ledger = new MemoryLedger();
    const key = Buffer.from(SENDER).toString('hex');
    ledger.balances.set(key, 5_000_000n);
    ledger.holdings.set(`${key}/77`, { amount: 42n, frozen: false });
    ledger.assets.set(77n, { AssetTotal: 1000n });
    ledger.apps.set(1001n, { AppGlobalNumUint: 3n });
    expect(same('int 0; balance', 'int 5000000', { ledger })).toBe(true);
    expect(same('int 0; min_balance', 'int 100000', { ledger })).toBe(true);
    expect(
      same('int 0; int 77; asset_holding_get AssetBalance; assert', 'int 42', { ledger }),
    ).toBe(true);
    expect(same('int 77; asset_params_get AssetTotal; assert', 'int 1000', { ledger })).toBe(true);
    expect(same('int 78; asset_params_get AssetTotal; swap; pop', 'int 0', { ledger })).toBe(true);
    expect(
      same('global CurrentApplicationID; app_params_get AppGlobalNumUint; assert', 'int 3', {
        ledger,
      }),
    ).toBe(true);
    expect(same('int 0; acct_params_get AcctBalance; assert', 'int 5000000', { ledger })).toBe(
      true,
    );
    expect(failure('#pragma version 3\nint 2\nbalance')).toMatch(/^invalid Account reference 2/);
    expect(same('int 0; voter_params_get VoterBalance; assert', 'int 5000000', { ledger })).toBe(
      true,
    );
    expect(same('online_stake', 'int 9000000', { ledger })).toBe(true);
    const txn = txnView({ Sender: SENDER, FirstValid: 100n, LastValid: 1100n });
    expect(same('int 99; block BlkTimestamp', 'int 1700000099', { ledger, txn })).toBe(true);
    expect(failure('int 100; block BlkTimestamp', { ledger, txn })).toMatch(
      /^round 100 is not available/,
    );
    expect(failure('int 98; block BlkTimestamp', { ledger, txn })).toMatch(
      /^round 98 is not available/,
    );
  });
});
