/**
 * The {@code spindle} command (picocli): {@code games}, {@code play}, {@code selfplay}, {@code bench} and the
 * commands other modules add. The only module that prints to the console.
 */
package spindle.cli;
