/** Accounts and records the benches create over HTTP, as the app's users would. */
import { api } from './support.ts';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;

export interface Consumer {
  id: number;
  cookie: string;
}

/** A consumer account, signed in, with one check-in questionnaire so progress has data. */
export async function createConsumer(base: string): Promise<Consumer> {
  const name = `bench${unique()}`;
  const registered = await api<{ id: number }>(base, 'POST', '/api/auth/register', {
    username: name,
    email: `${name}@bench.example`,
    password: 'benchmark1',
    firstName: 'Bench',
  });
  const consumer = { id: registered.body.id, cookie: registered.cookie! };
  await api(base, 'POST', '/api/health-questionnaire', checkInAnswers(consumer.id), consumer.cookie);
  return consumer;
}

export function checkInAnswers(userId: number) {
  return { userId, energyLevel: 3, sleepQuality: 4, digestion: 3, discomforts: ['Headache'] };
}

export interface Practitioner {
  id: number;
  cookie: string;
}

export async function createPractitioner(base: string): Promise<Practitioner> {
  const name = `prac${unique()}`;
  const registered = await api<{ id: number }>(base, 'POST', '/api/practitioners/register', {
    firstName: 'Mei',
    lastName: 'Lin',
    email: `${name}@clinic.example`,
    username: name,
    password: 'acupuncture1',
    licenseNumber: `LAC-${name}`,
  });
  return { id: registered.body.id, cookie: registered.cookie! };
}

const FIRST = ['Wei', 'Ana', 'John', 'Li', 'María', 'Chen', 'Sofia', 'Ahmed', 'Yuki', 'Olga'];
const LAST = ['Zhang', 'García', 'Smith', 'Wang', 'López', 'Kim', 'Müller', 'Nguyen', 'Rossi', 'Okafor'];
const COMPLAINTS = ['insomnia', 'low back pain', 'headache', 'fatigue', 'digestive upset', 'anxiety', 'hot flushes', 'eczema'];

/** The n-th made-up patient (names and complaints cycle, so searches find a predictable share). */
export function patientInput(n: number) {
  return {
    firstName: FIRST[n % FIRST.length],
    lastName: `${LAST[Math.floor(n / FIRST.length) % LAST.length]}${n}`,
    chiefComplaint: COMPLAINTS[n % COMPLAINTS.length],
    gender: n % 2 ? ('female' as const) : ('male' as const),
  };
}

export async function createPatients(base: string, practitioner: Practitioner, count: number): Promise<void> {
  for (let n = 0; n < count; n += 1) {
    await api(base, 'POST', `/api/practitioners/${practitioner.id}/patients`, patientInput(n), practitioner.cookie);
  }
}
