// Test helpers for every unit test, apps' and libraries' alike: kept beside the contract so
// that a data-access library's tests may use them too (it may not depend on a testing library).
// @groombook/ui-testing re-exports them for the remotes and the shell.
export * from './answer';
export * from './builders';
export * from './sms-builders';
export * from './report-builders';
export * from './pet-builders';
export * from './booking-builders';
