import { resolve } from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig, type UserConfig } from "vite";
import { compression } from "vite-plugin-compression2";
import { VOLUNTEER_FIRST_PAGES } from "./core/rules/first-page-modules";
import { compiledCatalogs } from "./web/locales/compile-catalog";

const FIRST_CHUNK_SOURCES = ["main.tsx", ...Object.values(VOLUNTEER_FIRST_PAGES)].map((source) =>
  resolve(import.meta.dirname, "web", source),
);
/** The modules the first chunk is built from; their static imports join it (includeDependenciesRecursively). */
const isFirstChunkModule = (id: string) => FIRST_CHUNK_SOURCES.includes(id);

/**
 * The build uses a placeholder base that the server replaces with BASE_PATH when it serves
 * index.html, so one build runs under any base path (spec 001 §2).
 */
export default defineConfig(({ command, isSsrBuild }) =>
  isSsrBuild
    ? serverEntryBuild
    : {
        root: "web",
        base: command === "build" ? "/__RECRUIT_BASE__/" : "/",
        // Brotli and gzip copies of every asset, written beside it once at build time and served as they are
        // (issue 25); the source maps stay as they are.
        plugins: [
          react(),
          compiledCatalogs(),
          compression({ algorithms: ["brotliCompress", "gzip"], exclude: [/\.map$/], threshold: 0 }),
        ],
        // Chunks and stylesheets name one another relative to themselves: the placeholder above is replaced
        // only in the page, so a URL that JavaScript builds from it (the preloads of a lazy page) would miss.
        experimental: {
          renderBuiltUrl: (_file, { hostType }) => (hostType === "html" ? undefined : { relative: true }),
        },
        build: {
          outDir: "../dist",
          // The server reads which chunks each first page needs (core/rules/first-page-modules.ts).
          manifest: true,
          emptyOutDir: true,
          sourcemap: true,
          chunkSizeWarningLimit: 1500,
          // One chunk for the entry and the volunteers' first pages with everything they import (issue 25): a
          // phone on a slow connection fetches one file instead of ~55 small ones, each with its ~450 bytes
          // of headers and its own round trip. Other pages stay split by area; they load this chunk too.
          rolldownOptions: {
            output: { codeSplitting: { groups: [{ name: "first", test: isFirstChunkModule }] } },
          },
        },
        server: {
          port: 5173,
          proxy: {
            "/backend": { target: `http://localhost:${process.env.API_PORT ?? "3000"}`, changeOrigin: false },
          },
        },
      },
);

/**
 * `vite build --ssr entry-server.tsx`: the web app's server entry (issue 25), which the server imports
 * to render the volunteers' first pages; beside the compiled server, never among the served files.
 */
const serverEntryBuild = {
  root: "web",
  base: "/__RECRUIT_BASE__/",
  plugins: [react(), compiledCatalogs()],
  publicDir: false,
  build: { outDir: "../build/web-server", emptyOutDir: true, sourcemap: true },
} satisfies UserConfig;
