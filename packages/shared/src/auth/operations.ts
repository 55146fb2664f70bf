import { z } from 'zod';
import { operation } from '../http';
import { captchaChallenge } from './captcha';
import { outboxEntry, outboxQuery } from './outbox';
import { maskedContacts, maskedContactsParams, sendOtpParams, sendOtpRequest, verifyOtpRequest } from './otp';
import {
  createPasswordHeaders,
  createPasswordRequest,
  forgetPasswordEmailRequest,
  forgetPasswordPhoneRequest,
  forgotPasswordRequestFor,
  resetPasswordByLinkRequest,
  setPasswordRequest,
  temporaryTokenResponse,
  tokenRequest,
  tokenStatusResponse,
  verifyForgotPasswordOtpRequest,
} from './passwords';
import { linkToken, preRegisterRequest } from './pre-register';
import { accessTokenRequest, accessTokenResponse, loginRequest, loginResponse, logoutRequest } from './session';
import { signUpBody } from './sign-up';

/**
 * The operations of signing in and of the public account flows (sign-up, forgotten passwords,
 * pre-registration). All are public: their credentials, when they have one, travel in the body.
 * 423: the account is locked after too many wrong passwords; 429: the flows' rate limit.
 */
export const sessionOperations = {
  logIn: operation({
    operationId: 'logIn',
    method: 'POST',
    path: '/login',
    summary: 'Sign in with an email or mobile number and a password',
    tag: 'sessions',
    access: 'public',
    body: loginRequest,
    answer: loginResponse,
    errors: [401, 423, 429],
  }),
  renewAccessToken: operation({
    operationId: 'renewAccessToken',
    method: 'POST',
    path: '/access-token',
    summary: 'Trade a refresh token for a new pair (the old one is spent)',
    tag: 'sessions',
    access: 'public',
    body: accessTokenRequest,
    answer: accessTokenResponse,
    errors: [401, 423, 429],
  }),
  // The refresh token in the body is the credential: signing out must work after the access token expired.
  logOut: operation({
    operationId: 'logOut',
    method: 'POST',
    path: '/logout',
    summary: 'End the sign-in a refresh token belongs to',
    tag: 'sessions',
    access: 'public',
    body: logoutRequest,
    answer: z.null(),
    errors: [],
    message: 'success.loggedOut',
  }),
};

/** One sign-up operation per type: the body depends on it (an email account has no mobile, and back). */
const signUpBy = <T extends 'email' | 'mobile'>(type: T, operationId: `signUpBy${Capitalize<T>}`) =>
  operation({
    operationId,
    method: 'POST',
    path: `/user/signup/${type}`,
    summary: `Sign up by ${type} (multipart, with an optional profilePic): a pending farmer and a code`,
    tag: 'sign-up',
    access: 'public',
    body: signUpBody(type),
    bodyKind: 'multipart-or-json',
    answer: z.null(),
    errors: [409, 429],
    message: type === 'email' ? 'success.otpSentOnEmail' : 'success.otpSent',
  });

/** The sign-up codes are also served under /user/livestock, where the mobile app asks for them. */
const sendSignUpCode = <P extends '/user' | '/user/livestock'>(prefix: P, operationId: string) =>
  operation({
    operationId,
    method: 'POST',
    path: `${prefix}/send-otp/:type`,
    summary: 'Send a new sign-up code',
    tag: 'sign-up',
    access: 'public',
    params: sendOtpParams,
    body: sendOtpRequest,
    answer: z.null(),
    errors: [409, 429],
    message: 'success.otpSent',
  });
const verifySignUpCode = <P extends '/user' | '/user/livestock'>(prefix: P, operationId: string) =>
  operation({
    operationId,
    method: 'POST',
    path: `${prefix}/verify-otp`,
    summary: 'Check the sign-up code; activates the account',
    tag: 'sign-up',
    access: 'public',
    body: verifyOtpRequest,
    answer: z.null(),
    errors: [409, 429],
  });

export const signUpOperations = {
  signUpByEmail: signUpBy('email', 'signUpByEmail'),
  signUpByMobile: signUpBy('mobile', 'signUpByMobile'),
  sendSignUpCode: sendSignUpCode('/user', 'sendSignUpCode'),
  verifySignUpCode: verifySignUpCode('/user', 'verifySignUpCode'),
  sendLivestockSignUpCode: sendSignUpCode('/user/livestock', 'sendLivestockSignUpCode'),
  verifyLivestockSignUpCode: verifySignUpCode('/user/livestock', 'verifyLivestockSignUpCode'),
  /** Answered bare: the ALTCHA widget reads it, not our envelope. 404 when the captcha is off. */
  getCaptchaChallenge: operation({
    operationId: 'getCaptchaChallenge',
    method: 'GET',
    path: '/captcha/challenge',
    summary: 'An ALTCHA proof-of-work challenge for the sign-up form',
    tag: 'sign-up',
    access: 'public',
    answer: captchaChallenge,
    answerKind: 'bare',
    errors: [],
  }),
};

/** 400: a token or account the flow cannot go on with. */
const forgotPasswordBy = <T extends 'email' | 'mobile'>(type: T, operationId: `startForgotPasswordBy${Capitalize<T>}`) =>
  operation({
    operationId,
    method: 'POST',
    path: `/user/forgot-password/${type}`,
    summary: `Forgot password, step 1 by ${type}: send a code, answer a temporary token`,
    tag: 'passwords',
    access: 'public',
    body: forgotPasswordRequestFor(type),
    answer: temporaryTokenResponse,
    errors: [400, 429],
    message: type === 'email' ? 'success.otpSentOnEmail' : 'success.otpSent',
  });

/** Forgot-password by code (4 steps, docs/product.md §2) and reset by emailed link (/forget-password?token=). */
export const passwordOperations = {
  startForgotPasswordByEmail: forgotPasswordBy('email', 'startForgotPasswordByEmail'),
  startForgotPasswordByMobile: forgotPasswordBy('mobile', 'startForgotPasswordByMobile'),
  verifyForgotPasswordCode: operation({
    operationId: 'verifyForgotPasswordCode',
    method: 'POST',
    path: '/user/verify-otp/forgot-password',
    summary: 'Forgot password, step 2: check the code, answer a new token',
    tag: 'passwords',
    access: 'public',
    body: verifyForgotPasswordOtpRequest,
    answer: temporaryTokenResponse,
    errors: [400, 429],
  }),
  createForgottenPassword: operation({
    operationId: 'createForgottenPassword',
    method: 'POST',
    path: '/user/create-password',
    summary: 'Forgot password, step 3: set the password (token in oauth-token)',
    tag: 'passwords',
    access: 'public',
    headers: createPasswordHeaders,
    body: createPasswordRequest,
    answer: z.null(),
    errors: [400, 429],
    message: 'success.passwordCreated',
  }),
  getMaskedContacts: operation({
    operationId: 'getMaskedContacts',
    method: 'GET',
    path: '/forget-password/get-user-details/:email',
    summary: 'Masked email and phone, to choose where the code goes',
    tag: 'passwords',
    access: 'public',
    params: maskedContactsParams,
    answer: maskedContacts,
    errors: [400, 429],
  }),
  sendResetLinkByEmail: operation({
    operationId: 'sendResetLinkByEmail',
    method: 'POST',
    path: '/forget-password/email',
    summary: 'Email a reset link (the same answer whether or not the account exists)',
    tag: 'passwords',
    access: 'public',
    body: forgetPasswordEmailRequest,
    answer: z.null(),
    errors: [400, 429],
    message: 'success.resetLinkSent',
  }),
  sendResetLinkByPhone: operation({
    operationId: 'sendResetLinkByPhone',
    method: 'POST',
    path: '/forget-password/phone',
    summary: 'Text a reset link (the same answer whether or not the account exists)',
    tag: 'passwords',
    access: 'public',
    body: forgetPasswordPhoneRequest,
    answer: z.null(),
    errors: [400, 429],
    message: 'success.resetLinkSent',
  }),
  checkResetLink: operation({
    operationId: 'checkResetLink',
    method: 'POST',
    path: '/forget-password/validate',
    summary: 'Is a reset link still good?',
    tag: 'passwords',
    access: 'public',
    body: tokenRequest,
    answer: tokenStatusResponse,
    errors: [400, 429],
  }),
  resetPasswordByLink: operation({
    operationId: 'resetPasswordByLink',
    method: 'PUT',
    path: '/forget-password/reset-password',
    summary: 'Set a new password with a reset link',
    tag: 'passwords',
    access: 'public',
    body: resetPasswordByLinkRequest,
    answer: z.null(),
    errors: [400, 429],
    message: 'success.passwordChanged',
  }),
};

/** The /setPassword/{id} page and the /password/set?token= page: one action, two addresses. */
const setPasswordSummary = 'Set the password with a single-use link token';

export const preRegisterOperations = {
  requestAccess: operation({
    operationId: 'requestAccess',
    method: 'POST',
    path: '/user/pre-register',
    summary: 'Request access: kept for the operators, acknowledged by email',
    tag: 'pre-registration',
    access: 'public',
    body: preRegisterRequest,
    answer: z.null(),
    errors: [400, 409, 429],
    message: 'preRegister.success',
  }),
  setInvitedPassword: operation({
    operationId: 'setInvitedPassword',
    method: 'POST',
    path: '/user/pre-register/set-password/:token',
    summary: setPasswordSummary,
    tag: 'pre-registration',
    access: 'public',
    params: linkToken,
    body: setPasswordRequest,
    answer: z.null(),
    errors: [400, 409, 429],
    message: 'success.passwordCreated',
  }),
  setPasswordByLink: operation({
    operationId: 'setPasswordByLink',
    method: 'POST',
    path: '/user/password/set',
    summary: setPasswordSummary,
    tag: 'pre-registration',
    access: 'public',
    query: linkToken,
    body: setPasswordRequest,
    answer: z.null(),
    errors: [400, 409, 429],
    message: 'success.passwordCreated',
  }),
};

/**
 * Outside production only (docs/decisions.md): an administrator reads their organisation's
 * messages. The server may open it to anyone on its own machine (DEV_OUTBOX_LOOPBACK), and then
 * refuses everyone else with 403.
 */
export const outboxOperations = {
  listOutbox: operation({
    operationId: 'listOutbox',
    method: 'GET',
    path: '/dev/outbox',
    summary: 'Messages the server sent, latest first (not in production)',
    tag: 'development',
    access: 'administrator',
    query: outboxQuery,
    answer: z.array(outboxEntry),
    errors: [403],
  }),
};
