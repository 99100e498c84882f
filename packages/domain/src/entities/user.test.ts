import { describe, expect, it } from 'vitest';
import { AuthSessionSchema, UserProfileSchema, UserSchema } from './user.js';

const user = { id: 'u1', email: 'ana@example.es', name: 'Ana', organization: null, plan: 'estudiante' };
const profile = {
  auth_user_id: 'a1',
  id: 'u1',
  email: 'ana@example.es',
  name: 'Ana',
  plan: 'estudiante',
  plan_expires_at: '2025-02-14T10:00:00Z',
  email_verified: false,
  is_active: true,
  updated_at: '2025-01-15T10:00:00Z',
};

describe('UserSchema', () => {
  it.each([
    [user, true],
    [{ ...user, organization: 'Bufete Ruiz' }, true],
    [{ ...user, email: 'no-es-un-email' }, false],
    [{ ...user, plan: 'gold' }, false],
    [{ ...user, organization: undefined }, false],
  ])('%j valid=%s', (value, valid) => {
    expect(UserSchema.safeParse(value).success).toBe(valid);
  });
});

describe('UserProfileSchema', () => {
  it("defaults organization to ''", () => {
    expect(UserProfileSchema.parse(profile).organization).toBe('');
  });
  it.each([
    [profile, true],
    [{ ...profile, plan_expires_at: null }, true],
    [{ ...profile, email_verified: 'no' }, false],
    [{ ...profile, auth_user_id: '' }, false],
  ])('%j valid=%s', (value, valid) => {
    expect(UserProfileSchema.safeParse(value).success).toBe(valid);
  });
});

describe('AuthSessionSchema', () => {
  it.each([
    [{ user, access_token: 'jwt' }, true],
    [{ user, access_token: '' }, false],
    [{ user }, false],
  ])('%j valid=%s', (value, valid) => {
    expect(AuthSessionSchema.safeParse(value).success).toBe(valid);
  });
});
