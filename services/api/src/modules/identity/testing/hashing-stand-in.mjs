// A password-hashing process for PasswordHashingChild's unit test: the same messages as
// password-hashing.process.ts, without argon2. "crash" ends the process while it is asked;
// "slow" answers after 300 ms.
process.on('message', (request) => {
  if (request.password === 'crash') process.exit(1);
  const answer = () => process.send({ id: request.id, ok: true, result: `${request.op}:${request.password}:${process.pid}` });
  if (request.password === 'slow') setTimeout(answer, 300);
  else answer();
});
process.on('disconnect', () => process.exit(0));
process.send({ id: 0, ok: true, result: 'ready' });
