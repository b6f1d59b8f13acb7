import { describe, expect, it } from 'vitest';
import { mayTouchCamp, permissionsOf } from './auth';

describe('permissionsOf', () => {
  it('gives admins everything', () => {
    const p = permissionsOf({ role: 'admin', all_camps: true, allocated_camps: [] });
    expect(p).toMatchObject({ isAdmin: true, manageSiteWide: true, manageAccounts: true, readInbox: true, allCamps: true });
    expect(mayTouchCamp(p, null)).toBe(true);
  });

  it('keeps a coordinator to their camps and away from site-wide content, accounts and the inbox', () => {
    const p = permissionsOf({ role: 'coordinator', all_camps: false, allocated_camps: [{ id: 2, name: 'Munsiyari' }] });
    expect(p).toMatchObject({ isAdmin: false, manageSiteWide: false, manageAccounts: false, readInbox: false, allCamps: false });
    expect(mayTouchCamp(p, 2)).toBe(true);
    expect(mayTouchCamp(p, 1)).toBe(false);
    // Content for every camp needs the all-camps scope.
    expect(mayTouchCamp(p, null)).toBe(false);
  });

  it('lets a coordinator approved without camps touch every camp', () => {
    const p = permissionsOf({ role: 'coordinator', all_camps: true, allocated_camps: [] });
    expect(mayTouchCamp(p, null)).toBe(true);
    expect(p.manageAccounts).toBe(false);
    expect(p.readInbox).toBe(false);
  });
});
