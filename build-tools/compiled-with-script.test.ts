import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import MagicString from 'magic-string';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { wrappersAsFunctions } from './compiled-with-script';

const runtimeImport = 'import{n as e,t as r}from"./rolldown-runtime-Ab12.js";';

describe('module wrappers written as function expressions', () => {
  it('rewrites the arrows passed to the runtime helpers, with their parameters', () => {
    const chunk = `${runtimeImport}var a=r((e=>{e.value=1})),o=r(((e,t)=>{t.exports=2}));function s(){return(s=e((()=>{c=3})))()}var c;export{a,o,s};`;

    expect(wrappersAsFunctions(chunk, null).code).toBe(
      `${runtimeImport}var a=r((function(e){e.value=1})),o=r((function(e,t){t.exports=2}));function s(){return(s=e((function(){c=3})))()}var c;export{a,o,s};`,
    );
  });

  it('rewrites wrappers nested in wrappers', () => {
    const chunk = `${runtimeImport}r(\`shared\`,(t=>{var a=r((e=>{e.x=1}))}));`;

    expect(wrappersAsFunctions(chunk, null).code).toBe(`${runtimeImport}r(\`shared\`,(function(t){var a=r((function(e){e.x=1}))}));`);
  });

  it('keeps an arrow that reads this or arguments, which a function expression would bind anew', () => {
    const chunk = `${runtimeImport}var a=r((e=>{e.self=this})),b=r((e=>{e.args=arguments}));`;

    expect(wrappersAsFunctions(chunk, null).code).toBe(chunk);
  });

  it('rewrites a wrapper whose own functions read this or arguments', () => {
    const chunk = `${runtimeImport}var a=r((e=>{e.f=function(){return this.x+arguments.length}}));`;

    expect(wrappersAsFunctions(chunk, null).code).toBe(`${runtimeImport}var a=r((function(e){e.f=function(){return this.x+arguments.length}}));`);
  });

  it('keeps arrows that are not module wrappers, and chunks without the runtime', () => {
    const withRuntime = `${runtimeImport}var a=r((e=>{e.list=[1,2].map((n=>{return n*2}))})),b=[3].map((n=>{return n}));`;
    const withoutRuntime = 'var a=r((e=>{e.value=1}));export{a};';

    expect(wrappersAsFunctions(withRuntime, null).code).toBe(
      `${runtimeImport}var a=r((function(e){e.list=[1,2].map((n=>{return n*2}))})),b=[3].map((n=>{return n}));`,
    );
    expect(wrappersAsFunctions(withoutRuntime, null).code).toBe(withoutRuntime);
  });

  it('gives code that computes the same', () => {
    const body = 'var a=r(((e,m)=>{m.exports={sum:[1,2,3].reduce(((x,y)=>x+y),0)}})),b=r((e=>{e.twice=a().sum*2}));var result=b();';
    // The bundler's CommonJS wrapper: runs a module's body once, on its first require.
    const commonJs = (body: (exports: object, module: { exports: object }) => void) => {
      let module: { exports: object } | undefined;
      return () => {
        if (!module) body((module = { exports: {} }).exports, module);
        return module.exports;
      };
    };
    const run = (chunk: string) => new Function('e', 'r', `"use strict";${chunk.slice(runtimeImport.length)}return result;`)(undefined, commonJs);
    const rewritten = wrappersAsFunctions(`${runtimeImport}${body}`, null).code;

    expect(rewritten).toContain('r((function(e,m){');
    expect(run(rewritten)).toEqual(run(`${runtimeImport}${body}`));
    expect(run(rewritten)).toEqual({ twice: 12 });
  });

  it('carries the source map through the rewrite, so each position still points at its source', () => {
    const chunk = `${runtimeImport}var a=r((e=>{e.value=1})),o=r(((e,t)=>{t.exports=2}));\nfunction s(){return(s=e((()=>{c=3})))()}var c;export{a,o,s};`;
    // The bundler's map of the chunk: every character from the same place in `module.js`.
    const before = new MagicString(chunk).generateMap({ source: 'module.js', hires: true, includeContent: true });
    const map: Rolldown.SourceMap = {
      ...JSON.parse(before.toString()),
      file: 'chunk.js',
      toString: () => before.toString(),
      toUrl: () => before.toUrl(),
    };

    const rewritten = wrappersAsFunctions(chunk, map);
    const traced = new TraceMap(rewritten.map.toString());
    const sourceOf = (token: string, line: number) =>
      originalPositionFor(traced, { line, column: rewritten.code.split('\n')[line - 1]!.indexOf(token) });

    expect(rewritten.code).toContain('o=r((function(e,t){t.exports=2}))');
    expect(rewritten.map.file).toBe('chunk.js');
    expect(sourceOf('t.exports=2', 1)).toMatchObject({ source: 'module.js', line: 1, column: chunk.indexOf('t.exports=2') });
    expect(sourceOf('c=3', 2)).toMatchObject({ source: 'module.js', line: 2, column: chunk.split('\n')[1]!.indexOf('c=3') });
  });
});
