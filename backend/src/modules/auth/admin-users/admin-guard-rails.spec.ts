import {
  changeEndsSessions,
  lastAdminProblem,
  removesActiveAdmin,
  selfChangeProblem,
  type Account,
} from './admin-guard-rails';

const admin: Account = { id: 'a1', userType: 'admin', enrollmentStatus: 'active' };
const suspendedAdmin: Account = { id: 'a2', userType: 'admin', enrollmentStatus: 'suspended' };
const student: Account = { id: 's1', userType: 'student', enrollmentStatus: 'active' };

describe('admin guard rails (spec 3 §7 Users)', () => {
  describe('the last active admin', () => {
    it('may not leave when no other active admin remains', () => {
      expect(lastAdminProblem(['a1'], 'a1')).toBe('There must be at least one active admin');
      expect(lastAdminProblem([], 'a1')).toBe('There must be at least one active admin');
    });

    it('may leave when another active admin remains', () => {
      expect(lastAdminProblem(['a1', 'a3'], 'a1')).toBeNull();
      // Removing someone who is not among the active admins never empties the list.
      expect(lastAdminProblem(['a3'], 's1')).toBeNull();
    });
  });

  describe('which changes take an active admin away', () => {
    it('deleting an active admin does, deleting a student or an inactive admin does not', () => {
      expect(removesActiveAdmin(admin)).toBe(true);
      expect(removesActiveAdmin(student)).toBe(false);
      expect(removesActiveAdmin(suspendedAdmin)).toBe(false);
    });

    it('demoting or deactivating an active admin does', () => {
      expect(removesActiveAdmin(admin, { userType: 'student' })).toBe(true);
      expect(removesActiveAdmin(admin, { enrollmentStatus: 'inactive' })).toBe(true);
      expect(removesActiveAdmin(admin, { enrollmentStatus: 'suspended' })).toBe(true);
    });

    it('an edit that keeps the role and the active status does not', () => {
      expect(removesActiveAdmin(admin, {})).toBe(false);
      expect(removesActiveAdmin(admin, { userType: 'admin', enrollmentStatus: 'active' })).toBe(false);
      expect(removesActiveAdmin(suspendedAdmin, { userType: 'student' })).toBe(false);
      expect(removesActiveAdmin(student, { enrollmentStatus: 'inactive' })).toBe(false);
    });
  });

  describe('an admin changing their own account', () => {
    it('may not remove their own admin access', () => {
      expect(selfChangeProblem('a1', admin, { userType: 'student' })).toBe('You cannot remove your own admin access');
    });

    it('may not deactivate themselves', () => {
      expect(selfChangeProblem('a1', admin, { enrollmentStatus: 'suspended' })).toBe(
        'You cannot deactivate your own account',
      );
      expect(selfChangeProblem('a1', admin, { enrollmentStatus: 'inactive' })).toBe(
        'You cannot deactivate your own account',
      );
    });

    it('may keep their role and status, and may change both of someone else', () => {
      expect(selfChangeProblem('a1', admin, { userType: 'admin', enrollmentStatus: 'active' })).toBeNull();
      expect(selfChangeProblem('a1', admin, {})).toBeNull();
      expect(selfChangeProblem('a9', admin, { userType: 'student', enrollmentStatus: 'inactive' })).toBeNull();
    });
  });

  describe('which changes end every session of the user', () => {
    it('a new role or a status other than active', () => {
      expect(changeEndsSessions(student, { userType: 'admin' })).toBe(true);
      expect(changeEndsSessions(admin, { userType: 'student' })).toBe(true);
      expect(changeEndsSessions(student, { enrollmentStatus: 'suspended' })).toBe(true);
      // Already suspended and kept so: still not active, the sessions end (again).
      expect(changeEndsSessions(suspendedAdmin, { enrollmentStatus: 'suspended' })).toBe(true);
    });

    it('not the same role, nor a (re)activation', () => {
      expect(changeEndsSessions(student, { userType: 'student' })).toBe(false);
      expect(changeEndsSessions(suspendedAdmin, { enrollmentStatus: 'active' })).toBe(false);
      expect(changeEndsSessions(student, {})).toBe(false);
    });
  });
});
