import { describe, expect, it } from 'vitest';
import { chooseApprovalAccount } from './approval-account';

const signers = ['A', 'B', 'C'];

describe('chooseApprovalAccount', () => {
  it("takes the person's choice first", () => {
    expect(
      chooseApprovalAccount({ chosen: 'C', routeAccount: 'A', lastActive: 'B', signers }),
    ).toBe('C');
  });

  it('then the account whose page they came from, then the last used, then the first signer', () => {
    const base = { chosen: null, signers };
    expect(chooseApprovalAccount({ ...base, routeAccount: 'B', lastActive: 'C' })).toBe('B');
    expect(chooseApprovalAccount({ ...base, routeAccount: undefined, lastActive: 'C' })).toBe('C');
    expect(chooseApprovalAccount({ ...base, routeAccount: undefined, lastActive: null })).toBe('A');
  });

  it('never proposes an account that cannot sign here', () => {
    const base = { chosen: null, signers };
    expect(chooseApprovalAccount({ ...base, routeAccount: 'WATCH', lastActive: 'OTHER' })).toBe(
      'A',
    );
    expect(
      chooseApprovalAccount({ chosen: null, routeAccount: 'A', lastActive: 'A', signers: [] }),
    ).toBeNull();
  });
});
