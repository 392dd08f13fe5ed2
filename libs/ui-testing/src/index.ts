// The fake JSON answer and the test data builders live beside the contract, so that the
// libraries' own tests can use them too; the remotes and the shell take them from here.
export * from '@groombook/contracts/testing';
export * from './fake-api';
export * from './render-with-providers';
