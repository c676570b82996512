/**
 * The audit's probes of input checks: a NUL byte in the staff search (6) and weak product passwords at
 * sign-up (8).
 */
import { A, ADMIN_LOGIN, B, DEMO_PASSWORD, SIGN_UP, address, either, get, gql, uniqueEmail, uniquePhone } from '../client.mjs';

export const nulByte = {
  n: '6',
  name: 'NUL byte in staff search (CSV exports, lists, GraphQL) is 400, never 500',
  severity: 'Low',
  async run() {
    const signedIn = await gql(A, ADMIN_LOGIN, { input: { identifier: 'admin@freshfuel.ae', password: DEMO_PASSWORD } }, { ip: address() });
    if (signedIn.code !== 'OK') throw new Error(`adminLogin: ${signedIn.code}`);
    const auth = { authorization: `Bearer ${signedIn.body.data.adminLogin.accessToken}` };
    const paths = [
      '/api/plans/export.csv',
      '/api/planPromotions/export.csv',
      '/api/customers/export.csv',
      '/api/orders/export.csv',
      '/api/meals/export.csv',
      '/api/blogs/export.csv',
      '/api/ambassador/export.csv',
      '/api/newsletters/export.csv',
      '/api/promoCodes/export.csv',
      '/api/contact/export.csv',
      '/api/notifications/export.csv',
      '/api/plans/',
    ];
    const rest = [];
    for (const [i, path] of paths.entries()) {
      const r = await get(either(i), `${path}?search=a%00b`, auth);
      rest.push(`${path.replace('/api/', '')} ${r.status}`);
    }
    const token = signedIn.body.data.adminLogin.accessToken;
    const literal = await gql(B, '{ adminPlans(search: "a\\u0000b") { total } }', undefined, { token });
    const variable = await gql(A, 'query($s: String) { adminPlans(search: $s) { total } }', { s: 'a\u0000b' }, { token });
    const restOk = rest.every((s) => / 400$/.test(s));
    const gqlOk = [literal, variable].every((r) => r.status < 500 && r.code !== 'OK' && r.code !== 'INTERNAL_SERVER_ERROR');
    return {
      held: restOk && gqlOk,
      measured: `${rest.join(', ')}; adminPlans literal ${literal.status} ${literal.code}, variable ${variable.status} ${variable.code} [held: every REST answer 400, GraphQL a validation error]`,
    };
  },
};

export const weakPasswords = {
  n: '8',
  name: 'weak product passwords refused at sign-up',
  severity: 'Low',
  async run() {
    const out = [];
    let held = true;
    for (const [i, password] of ['freshfuel2026', 'Dubai@2026', 'FreshFuel@2026'].entries()) {
      const r = await gql(
        either(i),
        SIGN_UP,
        { input: { fullName: 'Weak Password', email: uniqueEmail('weak'), phoneNo: uniquePhone(), password } },
        { ip: address() },
      );
      out.push(`${password}: ${r.status} ${r.code}`);
      if (r.code === 'OK' || r.body.data?.signUp) held = false;
    }
    return { held, measured: out.join('; ') };
  },
};
