package spindle.cli;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import spindle.engine.Game;
import spindle.engine.Games;

/** {@code spindle games}: the games with their variant parameters and presets. */
@Command(name = "games", mixinStandardHelpOptions = true,
        description = "Lists the games with their variant parameters and presets.")
final class GamesCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        PrintWriter out = spec.commandLine().getOut();
        for (Game g : Games.all()) {
            out.printf("%s  (%s, %s)%n", g.id(), g.name(), g.minPlayers() == g.maxPlayers()
                    ? g.minPlayers() + (g.minPlayers() == 1 ? " player" : " players")
                    : g.minPlayers() + "-" + g.maxPlayers() + " players");
            out.println("  " + VariantOptions.help(g).replace(System.lineSeparator(), System.lineSeparator() + "  "));
            out.print("  presets:");
            g.presets().forEach(p -> out.print(" " + p.name() + " [" + p.variant() + "]"));
            out.println();
            out.println();
        }
        if (Games.all().isEmpty()) {
            out.println("no games are registered");
        }
    }
}
