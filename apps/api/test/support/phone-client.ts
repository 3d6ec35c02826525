import fs from 'node:fs/promises';
import path from 'node:path';
import type { AuthResponse, PhoneCodeSentResponse } from '@pardeh/contract';
import { postJson } from './auth-client.ts';
import { readJson } from './read-json.ts';

/** The newest code the development SMS provider wrote to DATA_DIR/outbox for `phone` (E.164). */
export async function lastSmsCode(dataDir: string, phone: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const files = (await fs.readdir(outbox)).filter((name) => name.endsWith('.sms.json')).sort();
  for (const name of files.reverse()) {
    const message = JSON.parse(await fs.readFile(path.join(outbox, name), 'utf8')) as {
      to: string;
      code: string;
    };
    if (message.to === phone) return message.code;
  }
  throw new Error(`no SMS to ${phone} in ${outbox}`);
}

let counter = 0;
/** A fresh mobile number for each call, in E.164: +98 912 7xx xxxx. */
export function newPhone(): string {
  counter += 1;
  return `+989127${String(process.pid % 1000).padStart(3, '0')}${String(counter).padStart(3, '0')}`;
}

/** Asks for a sign-in code and returns the answer and the code the SMS carried. */
export async function requestSignInCode(
  server: { url: string; dataDir: string },
  phone: string,
  headers = {},
) {
  const response = await postJson(server.url, '/api/sanc/phone/code', { phone }, { headers });
  if (response.status !== 200)
    throw new Error(`phone/code answered ${response.status}: ${await response.text()}`);
  const sent = await readJson<PhoneCodeSentResponse>(response);
  return { sent, code: await lastSmsCode(server.dataDir, sent.phone) };
}

/** Signs up (or in) with a number through the development provider; returns the session. */
export async function signInWithPhone(
  server: { url: string; dataDir: string },
  phone: string,
  name = 'کاربر موبایلی',
) {
  const { code } = await requestSignInCode(server, phone);
  const response = await postJson(server.url, '/api/sanc/phone/verify', { phone, code, name });
  if (response.status !== 200 && response.status !== 201)
    throw new Error(`phone/verify answered ${response.status}: ${await response.text()}`);
  return readJson<AuthResponse>(response);
}
