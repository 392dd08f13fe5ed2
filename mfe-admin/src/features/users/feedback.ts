/** The outcome of an action on one user (role change, password reset), shown at the top of the dialog. */
export interface Feedback {
  tone: 'success' | 'error';
  message: string;
}
