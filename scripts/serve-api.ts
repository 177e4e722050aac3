/** Starts the server without building the web app (dev mode serves the app through Vite). */
import { main } from '../src/server/main';

await main();
