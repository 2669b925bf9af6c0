/**
 * The game API every Spindle game implements, with no dependencies at all.
 *
 * <p>{@link spindle.engine.Position} is the mutable, fast rules object that search and benchmarks drive with
 * {@code int} action codes; {@link spindle.engine.GameState} is the immutable wrapper the rest of the system sees;
 * {@link spindle.engine.Notation} turns codes into text and back; {@link spindle.engine.Game} describes a game and
 * its typed variant parameters and is found through {@link java.util.ServiceLoader} by {@link spindle.engine.Games}.
 * Chance (dice) is an explicit node whose outcomes are actions like any other, so a list of actions replays a game
 * exactly. For learning code, {@link spindle.engine.Game#observe} writes a position as a {@code float[]} of planes
 * whose shape {@link spindle.engine.ObservationSpec} gives per variant, and {@link spindle.engine.Game#actionMask}
 * marks the legal action codes. See docs/architecture.md.
 */
package spindle.engine;
