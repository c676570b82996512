// Run by the mongo-init service (mongosh, as root) on every `docker compose up`; idempotent.
// 1. Initiates the single-node replica set rs0 (member host "mongo:27017", the compose service name).
// 2. Waits until this node is primary.
// 3. Creates the app's user "freshfuel" (readWrite on the freshfuel database) or resets its password
//    to MONGO_APP_PASSWORD, so rotating it in .env takes effect on the next `up`.
try {
  rs.status();
} catch (err) {
  if (err.codeName !== 'NotYetInitialized') throw err;
  rs.initiate({ _id: 'rs0', members: [{ _id: 0, host: 'mongo:27017' }] });
  print('replica set rs0 initiated');
}

for (let i = 0; i < 60 && !db.hello().isWritablePrimary; i += 1) sleep(1000);
if (!db.hello().isWritablePrimary) throw new Error('mongo did not become primary within 60 s');

const password = process.env.MONGO_APP_PASSWORD;
if (!password) throw new Error('MONGO_APP_PASSWORD is not set');
const app = db.getSiblingDB('freshfuel');
if (app.getUser('freshfuel')) {
  app.updateUser('freshfuel', { pwd: password, roles: [{ role: 'readWrite', db: 'freshfuel' }] });
  print('user freshfuel updated');
} else {
  app.createUser({ user: 'freshfuel', pwd: password, roles: [{ role: 'readWrite', db: 'freshfuel' }] });
  print('user freshfuel created');
}
