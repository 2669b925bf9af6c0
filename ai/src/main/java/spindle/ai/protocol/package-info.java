/**
 * The engine protocol of {@code docs/engine-protocol.md}: plain text lines between a referee and an engine over
 * standard input and output. {@link spindle.ai.protocol.Protocol} is the one parser and printer of its
 * {@link spindle.ai.protocol.Message}s; {@link spindle.ai.protocol.EngineSession} is the engine side
 * ({@code spindle engine}) and {@link spindle.ai.protocol.ExtAgent} the referee side ({@code ext:<command>} agents),
 * running the program through {@link spindle.ai.protocol.EngineProcess}, which never lets a silent program block the
 * caller and kills it, with its children, when it is done.
 */
package spindle.ai.protocol;
