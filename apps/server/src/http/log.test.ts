import { expect, it } from 'vitest';
import { redactUrl } from './log';

it('keeps tokens out of logged addresses', () => {
  expect(redactUrl('/api/user/password/set?token=abc123&x=1')).toBe('/api/user/password/set?token=[redacted]&x=1');
  expect(redactUrl('/api/user/pre-register/set-password/abc123')).toBe('/api/user/pre-register/set-password/[redacted]');
  expect(redactUrl('/forget-password?Token=abc')).toBe('/forget-password?Token=[redacted]');
  expect(redactUrl('/api/countries?species=goat')).toBe('/api/countries?species=goat');
});
