/**
 * Message texts of spec §5 (validation) and §8 (errors and successes), word for word,
 * including the spec's own spelling. Keys are stable ids: the server answers with the key
 * and the text in the caller's language, and the web shows the key through i18next.
 */
export const en = {
  // §5 Login
  'login.usernameRequired': 'Email/Mobile can not be empty.',
  'login.usernameInvalid': 'Invalid email/mobile format.',
  'login.passwordRequired': 'Password can not be empty.',

  // Not in the spec: login's minimum, which the spec states inconsistently (docs/decisions.md).
  'login.passwordTooShort': 'Password must be at least 8 characters.',

  // §5 Sign-up
  'signUp.nameTooLong': 'Firstname must be less than 25 characters',
  // Not in the spec: the sign-up fields it calls required without giving a text.
  'signUp.firstNameRequired': 'Firstname is required',
  'signUp.lastNameRequired': 'Lastname is required',
  'signUp.emailRequired': 'E-mail is required',
  'signUp.mobileRequired': 'Mobile number is required',
  'signUp.countryCodeRequired': 'Country code is required',
  'signUp.stateRequired': 'Province/State is required',
  'signUp.cityRequired': 'Village/Town/City is required',
  'captcha.required': 'Please complete the captcha.',
  'captcha.invalid': 'The captcha could not be verified. Please try again.',
  'signUp.emailInvalid': 'E-mail must be valid',
  'signUp.passwordsMismatch': 'Passwords should be same.',

  // §5 Forgot password
  'forgotPassword.contactInvalid': 'Please enter a valid email or phone number.',
  'forgotPassword.emailRequired': 'Email can not be empty.',
  'forgotPassword.passwordsMismatch': 'Password and confirm password should be same.',
  // The spec's forgot-password rule, which we apply wherever a password is chosen (docs/decisions.md).
  'password.policy': 'Use at least 8 characters, with an upper-case letter, a lower-case letter, a digit and one of !@#$%^&*',
  'otp.format': 'The OTP must be exactly 6 digits.',
  'otp.expired': 'This OTP has expired. Please ask for a new one.',
  'otp.tooManyTries': 'Too many wrong codes. Please ask for a new OTP.',
  'otp.resendTooSoon': 'Please wait a minute before asking for another OTP.',
  'errors.invalidToken': 'This link is invalid or has expired.',
  'errors.accountLocked': 'Too many failed attempts. Please try again in 15 minutes.',
  'errors.sessionExpired': 'Your session has ended. Please sign in again.',
  'validation.imageType': 'Please choose a PNG, GIF or JPEG image.',

  // §5 Change password by token, and the forced reset dialog
  'resetByLink.passwordRequired': 'Please type password.',
  'password.minimumSix': 'minimum 6 characters',
  'resetByLink.passwordsMismatch': 'The password confirmation does not match.',
  'forcedReset.oldPasswordRequired': 'please type old password',
  'forcedReset.passwordsMismatch': 'password does not match',

  // §5 Pre-registration
  'preRegister.firstNameRequired': 'First Name is required',
  'preRegister.lastNameRequired': 'Last Name is required',
  'preRegister.nameTooLong': 'Name must be less than 10 characters',
  'preRegister.emailRequired': 'E-mail is required',
  'preRegister.emailInvalid': 'E-mail must be valid',
  'preRegister.countryRequired': 'Country is required',
  'preRegister.successTitle': 'Congratulations',
  'preRegister.success': 'We have received your request.',

  // §5 Set password
  'setPassword.passwordRequired': 'Password is required',
  'setPassword.confirmRequired': 'Confirm Password is required',
  'setPassword.passwordsMismatch': 'Passwords should be same.',

  // §5 Other rules
  'validation.emailFormat': 'Invalid Email Format',
  'validation.mobileFormat': 'Invalid mobile number format.',
  'validation.phoneLength': 'Phone should have 10 characters',
  'validation.nameAlphabets': 'Name can contain only alphbets',
  'validation.passwordsDoNotMatch': 'Passwords does not match.',
  'validation.imageTooBig': 'Your file is too big! Please select an image under 1MB',
  // Not in the spec: zod's generic failures (wrong type, missing field) need a text too.
  'validation.required': 'This field is required.',
  'validation.invalid': 'This value is not valid.',

  // §8 Errors
  'errors.unableToLogin': 'Unable to Login',
  'errors.checkCredentials': 'Please make sure you have the correct credentials and your account is activated',
  'errors.duplicateUserTitle': 'Duplicate User.',
  'errors.duplicateUser': 'User already exist in system.',
  'errors.serverError': 'Server Error',
  'errors.incorrectOtp': 'Incorrect OTP',
  'errors.somethingWentWrong': 'Something went wrong.',
  'errors.somethingWentWrongTryLater': 'Something went wrong. Please try after sometime.',
  'errors.somethingWentWrongTitle': 'Something went wrong',
  'errors.tryAfterSometime': 'Please try after sometime',
  'errors.loginFromMobileApp': 'User should login from mobile app to use this option.',
  'errors.passwordCreationFailed': 'Error! Password creation failed!',
  'errors.checkAllValues': 'Something went wrong. Please check all the values carefully.',
  'errors.unableToUpdate': 'Unable to update',
  'errors.unableToVerifyEmail': 'Unable to verify Email',
  'errors.statusesNotUpdated': 'Statuses Not Updated',
  'errors.noChanges': 'No Changes',
  'errors.nothingChanged': 'Nothing Changed',
  'errors.userCreationFailed': 'User creation failed',
  'errors.profileNotUpdated': 'Profile Not Updated',
  'errors.departmentNotAdded': 'Department not Added',
  'errors.roleNotUpdated': 'Role Not Updated',
  'errors.permissionsNotUpdated': 'Permissions not Updated',
  'errors.productNotAdded': 'Product not Added',
  'errors.orderNotPlaced': 'Order Not Placed',
  'errors.noteNotAdded': 'Note not Added',
  // Not in the spec: the answers of a REST server that the spec's screens imply.
  'errors.notFound': 'The record was not found.',
  'errors.routeNotFound': 'There is no such API route.',
  'errors.forbidden': 'You do not have permission to do this.',
  'errors.unauthorized': 'Please sign in to continue.',
  'errors.tooManyRequests': 'Too many requests. Please wait a moment and try again.',
  'errors.payloadTooLarge': 'The request is too large.',

  // §8 Successes
  'success.ok': 'Success',
  'success.passwordCreated': 'Success! Password created successfully!',
  'success.userCreated': 'User created successfully',
  'success.passwordChanged': 'Password changed successfully',
  'success.otpSent': 'OTP sent successfully',
  'success.otpSentOnEmail': 'OTP sent on email',
  'success.profileUpdated': 'Profile Updated',
  'success.imageUpdated': 'Image Updated',
  'success.departmentAdded': 'Department Added',
  'success.roleAdded': 'Role Added',
  'success.permissionsUpdated': 'Permissions Updated',
  'success.contemporaryGroupUpdated': 'Contemporary group updated successfully.',
  'success.contemporaryGroupDeleted': 'Contemporary group deleted successfully.',

  // Not in the spec: sign-in answers and the messages we send (issue 3).
  'errors.oldPasswordIncorrect': 'The current password is not correct.',
  'success.resetLinkSent': 'If this account exists, we have sent it a link to reset the password.',
  'success.loggedOut': 'You have signed out.',
  'email.otpSubject': 'Your Ganado verification code',
  'email.otpBody': 'Your Ganado verification code is {code}. It expires in {minutes} minutes. If you did not ask for it, ignore this message.',
  'email.resetSubject': 'Reset your Ganado password',
  'email.resetBody': 'Open this link to choose a new password: {link}\nIt works once and expires in {hours} hours. If you did not ask for it, ignore this message.',
  'email.setPasswordSubject': 'Welcome to Ganado: set your password',
  'email.setPasswordBody': 'We have received your request. Open this link to set your password: {link}\nIt works once and expires in {hours} hours.',

  // Not in the spec: administration (issue 4).
  'departments.nameRequired': 'Department name is required',
  'departments.nameTooLong': 'Department name must be less than 15 characters',
  'departments.nameTaken': 'A department with this name already exists.',
  'roles.nameRequired': 'Role name is required',
  'roles.nameTooLong': 'Role name must be less than 15 characters',
  'roles.nameTaken': 'This department already has a role with this name.',
  'roles.departmentRequired': 'Department is required',
  'roles.duplicateModule': 'Each module may appear only once.',
  'roles.adminHasAll': 'An administrator role always has every permission.',
  'success.departmentUpdated': 'Department Updated',
  'success.roleUpdated': 'Role Updated',
  'errors.departmentNotUpdated': 'Department not Updated',
  'errors.roleNotAdded': 'Role not Added',
  'users.nameTooLong': 'Name must be less than 15 characters',
  'users.roleRequired': 'Role is required',
  'users.roleNotInDepartment': 'This role does not belong to the chosen department.',
  'users.cannotDeactivateSelf': 'You cannot deactivate your own account.',
  'users.notInactive': 'Only a deactivated user can be reactivated.',
  'success.userUpdated': 'User updated successfully',
  'success.userDeactivated': 'User deactivated',
  'success.userReactivated': 'User reactivated',
  'users.lastAdmin': 'At least one active administrator must remain.',

  // Not in the spec: farms and zones (issue 5).
  'farms.nameTooLong': 'Name must be less than 15 characters',
  'farms.nameTaken': 'A farm with this name already exists.',
  'farms.textTooLong': 'This text is too long.',
  'farms.latitudeRange': 'Latitude must be a number between -90 and 90.',
  'farms.longitudeRange': 'Longitude must be a number between -180 and 180.',
  'farms.locationIncomplete': 'Enter both latitude and longitude.',
  'farms.polygonInvalid': 'Draw at least 3 points, with no edges crossing each other.',
  'farms.dateInvalid': 'Enter a valid date.',
  'farms.countryUnknown': 'Choose a country from the list.',
  'farms.zoneOutsideFarm': 'The zone must lie inside the farm’s perimeter.',
  'farms.farmHasNoPerimeter': 'Draw the farm’s perimeter before adding zones.',
  'farms.zoneNameTaken': 'This farm already has a zone with this name.',
  'farms.zonesLeftOutside': 'Some zones of this farm would lie outside this perimeter. Change or remove them first.',
  'success.farmAdded': 'Farm registered',
  'success.farmUpdated': 'Farm updated',
  'success.farmDeleted': 'Farm deleted',
  'success.zoneAdded': 'Zone added',
  'success.zoneUpdated': 'Zone updated',
  'success.zoneDeleted': 'Zone deleted',
} as const;

export type MessageKey = keyof typeof en;
