import { messages } from '../messages.ts';

export function App() {
  return (
    <main>
      <h1>{messages.app.name}</h1>
      <p>{messages.app.tagline}</p>
    </main>
  );
}
