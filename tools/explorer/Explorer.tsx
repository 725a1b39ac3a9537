import { useCallback, useEffect, useRef, useState } from 'react';
import type { ModelPath } from '../statecharts/paths';
import { serializeSampleEvent, type MachineSamples } from '../statecharts/samples';
import { machines, samplesOf, type ListedMachine } from './catalog';
import { Diagram } from './Diagram';
import { ExplorerRun, inputNames, replay, type Offer, type WalkRecord } from './run';
import { leafStates } from '../statecharts/snapshots';
import { hasScreen, hasWideScreen, LiveScreen } from './screens';
import { ContextTable } from './ContextTable';

/**
 * The statechart explorer (/estados): pick a machine, play it with Spanish buttons, see its diagram,
 * context and (for the machines that drive one) its real screen, and copy the walk as a model test.
 */
/** Offers in lines: one event with its samples, the pending delay, one service with its answers. */
function groupOffers(offers: Offer[]): Array<[string, Offer[]]> {
  const groups = new Map<string, Offer[]>();
  for (const o of offers) groups.set(o.group, [...(groups.get(o.group) ?? []), o]);
  return [...groups];
}

export function Explorer() {
  const [machine, setMachine] = useState<ListedMachine | null>(null);
  const [samples, setSamples] = useState<MachineSamples>({});
  const [run, setRun] = useState<ExplorerRun | null>(null);
  const [, setVersion] = useState(0);
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState<string | null>(null);
  const [testName, setTestName] = useState('mi-camino');
  const [paths, setPaths] = useState<ModelPath[] | 'computing' | null>(null);
  const [playing, setPlaying] = useState<{ path: ModelPath; next: number } | null>(null);
  const runRef = useRef<ExplorerRun | null>(null);

  const show = useCallback((next: ExplorerRun) => {
    runRef.current?.stop();
    runRef.current = next;
    setRun(next);
    setVersion((v) => v + 1);
  }, []);

  const startWalk = useCallback(
    async (entry: ListedMachine, s: MachineSamples, walk: WalkRecord) => {
      setBusy(true);
      try {
        show(await replay(entry, s, walk));
      } finally {
        setBusy(false);
      }
    },
    [show],
  );

  /** Shows a machine whose samples are loaded, from its first input. */
  const load = useCallback(
    async (entry: ListedMachine, s: MachineSamples) => {
      setMachine(entry);
      setSamples(s);
      setPaths(null);
      setPlaying(null);
      setCopied(null);
      window.history.replaceState(null, '', `#${entry.id}`);
      await startWalk(entry, s, { input: inputNames(s)[0]!, steps: [] });
    },
    [startWalk],
  );
  const open = async (entry: ListedMachine) => load(entry, await samplesOf(entry.id));

  // The address's #machine opens it once its samples arrive (state set in the callback, not the effect).
  useEffect(() => {
    let live = true;
    const wanted = machines.find((m) => `#${m.id}` === window.location.hash);
    if (wanted) {
      void samplesOf(wanted.id).then(async (s) => {
        if (live) await load(wanted, s);
      });
    }
    return () => {
      live = false;
      runRef.current?.stop();
    };
  }, [load]);

  const step = async (key: string) => {
    if (!run || busy) return;
    setBusy(true);
    try {
      await run.apply(key);
      setCopied(null);
      setVersion((v) => v + 1);
    } finally {
      setBusy(false);
    }
  };

  const back = () =>
    run && machine && void startWalk(machine, samples, { input: run.input, steps: run.record().steps.slice(0, -1) });
  const restart = (input = run?.input) => machine && input && void startWalk(machine, samples, { input, steps: [] });

  const copyAsTest = async () => {
    if (!run || !machine) return;
    const name =
      testName
        .trim()
        .replace(/[^a-z0-9-]+/gi, '-')
        .toLowerCase() || 'mi-camino';
    const title = [run.input, ...run.steps.map((s) => s.label)].join(' → ');
    const json = `${JSON.stringify(run.asTest(title), null, 2)}\n`;
    setCopied(json);
    try {
      await navigator.clipboard.writeText(json);
    } catch {
      // No clipboard (file://, permissions): the text area below holds it.
    }
    setTestName(name);
  };

  const computePaths = async () => {
    if (!machine) return;
    setPaths('computing');
    // Let the "calculando" message paint: the traversal runs on this thread.
    await new Promise((r) => setTimeout(r, 30));
    const { buildMachineModel } = await import('../statecharts/paths');
    setPaths(buildMachineModel(machine.id, machine.machine, samples).paths());
  };

  const playPath = async (path: ModelPath) => {
    if (!machine) return;
    setPlaying({ path, next: 0 });
    await startWalk(machine, samples, { input: path.input, steps: [] });
  };

  const playNext = async () => {
    if (!playing || !run) return;
    const s = playing.path.steps[playing.next];
    if (!s) return;
    await step(serializeSampleEvent(s.event));
    setPlaying({ ...playing, next: playing.next + 1 });
  };

  const snapshot = run?.snapshot();
  const offers = run?.offers() ?? [];

  return (
    <div className="explorer">
      <header className="explorer-header">
        <h1>Explorador de estados</h1>
        <p>
          Las máquinas de estados de la tienda, para jugarlas paso a paso en español. Cada camino se puede copiar como prueba.
        </p>
      </header>
      <div className="explorer-body">
        <nav aria-label="Máquinas" className="machine-list">
          <h2>Máquinas</h2>
          <ul>
            {machines.map((m) => (
              <li key={m.id}>
                <button type="button" aria-current={machine?.id === m.id ? 'true' : undefined} onClick={() => void open(m)}>
                  <span className="machine-title">{m.title}</span>
                  <span className="machine-spec">
                    {m.sections.length ? `spec ${m.sections.join(', ')}` : 'sin sección de la spec'}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <main className="explorer-main" aria-busy={busy}>
          {!machine || !run || !snapshot ? (
            <p className="hint">Elige una máquina de la lista para empezar.</p>
          ) : (
            <>
              <section aria-labelledby="maquina" className="panel">
                <h2 id="maquina">{machine.title}</h2>
                <p className="desc">{machine.description}</p>
                <div className="controls">
                  <label>
                    Empieza con{' '}
                    <select value={run.input} onChange={(e) => restart(e.target.value)}>
                      {inputNames(samples).map((name) => (
                        <option key={name}>{name}</option>
                      ))}
                    </select>
                  </label>
                  <button type="button" onClick={back} disabled={run.steps.length === 0 || busy}>
                    Atrás
                  </button>
                  <button type="button" onClick={() => restart()} disabled={busy}>
                    Reiniciar
                  </button>
                  <span className="clock">Reloj simulado: {(run.clock.now() / 1000).toFixed(1)} s</span>
                </div>
                {run.problem ? (
                  <p role="alert" className="problem">
                    {run.problem}
                  </p>
                ) : null}
              </section>
              <section aria-labelledby="eventos" className="panel">
                <h2 id="eventos">Qué puede pasar ahora</h2>
                {offers.length === 0 ? <p>Nada: la máquina espera algo que no está en sus eventos.</p> : null}
                <ul className="offers">
                  {groupOffers(offers).map(([group, items]) => (
                    <li key={group} className="offer-group">
                      <span className="offer-text">{group}</span>
                      <span className="offer-buttons">
                        {items.map((o) => (
                          <button
                            key={o.key}
                            type="button"
                            className={`offer offer-${o.kind}`}
                            disabled={!o.enabled || busy}
                            onClick={() => void step(o.key)}
                            aria-label={o.label}
                            title={o.code}
                          >
                            {o.short}
                          </button>
                        ))}
                      </span>
                      {items.some((o) => !o.enabled) ? (
                        <span className="blocked">
                          No se cumple:{' '}
                          {[...new Set(items.flatMap((o) => o.blockedBy))].join('; ') || 'no se cumple la condición'}
                        </span>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </section>
              <div className={hasScreen(machine.id) ? (hasWideScreen(machine.id) ? 'columns stacked' : 'columns') : undefined}>
                <section aria-labelledby="diagrama" className="panel">
                  <h2 id="diagrama">Diagrama</h2>
                  <p className="state-line">
                    Estado actual: <strong data-testid="estado-actual">{leafStates(snapshot)}</strong>
                  </p>
                  <Diagram snapshot={snapshot} />
                </section>
                <LiveScreen machineId={machine.id} run={run} />
              </div>
              <section aria-labelledby="contexto" className="panel">
                <h2 id="contexto">Contexto</h2>
                <ContextTable context={snapshot.context as Record<string, unknown>} />
              </section>
              <section aria-labelledby="camino" className="panel">
                <h2 id="camino">El camino hasta aquí</h2>
                <p>
                  Empieza con «{run.input}». {run.steps.length === 0 ? 'Aún sin pasos.' : null}
                </p>
                <ol className="walk" data-testid="camino">
                  {run.steps.map((s, i) => (
                    <li key={i}>
                      <strong>{s.label}</strong>
                      <ul>
                        {s.taken.map((t, j) => (
                          <li key={j}>
                            {t.from} → {t.to}
                            {t.guard ? <> porque {t.guard}</> : null}
                            {t.description ? <> ({t.description})</> : null}
                          </li>
                        ))}
                        {s.effects.length ? <li>Efectos: {s.effects.join(', ')}</li> : null}
                      </ul>
                    </li>
                  ))}
                </ol>
                <div className="controls">
                  <label>
                    Nombre de la prueba <input value={testName} onChange={(e) => setTestName(e.target.value)} />
                  </label>
                  <button type="button" onClick={() => void copyAsTest()}>
                    Copiar como prueba
                  </button>
                </div>
                {copied ? (
                  <>
                    <p>
                      Guárdalo como{' '}
                      <code>
                        tests/model/recorded/{machine.id}-{testName}.json
                      </code>
                      : <code>npm test</code> lo repite sobre la máquina real.
                    </p>
                    <label className="block">
                      Prueba grabada
                      <textarea readOnly value={copied} rows={Math.min(16, copied.split('\n').length)} data-testid="prueba" />
                    </label>
                  </>
                ) : null}
              </section>
              <section aria-labelledby="caminos" className="panel">
                <h2 id="caminos">Caminos generados</h2>
                <p>Los caminos que las pruebas de modelo recorren en esta máquina (npm run test:paths -- {machine.id}).</p>
                {paths === null ? (
                  <button type="button" onClick={() => void computePaths()}>
                    Calcular los caminos
                  </button>
                ) : paths === 'computing' ? (
                  <p role="status">Calculando…</p>
                ) : (
                  <>
                    {playing ? (
                      <div className="controls">
                        <span>
                          Camino #{playing.path.number}: paso {playing.next} de {playing.path.steps.length}
                        </span>
                        <button
                          type="button"
                          onClick={() => void playNext()}
                          disabled={playing.next >= playing.path.steps.length || busy}
                        >
                          Siguiente paso
                        </button>
                      </div>
                    ) : null}
                    <ol className="paths">
                      {paths.map((p) => (
                        <li key={p.number} value={p.number}>
                          <button type="button" onClick={() => void playPath(p)}>
                            Jugar
                          </button>{' '}
                          {p.title}
                        </li>
                      ))}
                    </ol>
                  </>
                )}
              </section>
            </>
          )}
        </main>
      </div>
    </div>
  );
}
