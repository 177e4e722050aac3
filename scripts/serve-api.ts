/** Starts the server without building the web app (dev mode serves the app through Vite). */
import { startServer } from '../src/server/cluster';

await startServer();
