package spindle.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** Entry point of the {@code spindle} command. */
@Command(name = "spindle", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = "Plays, studies and hosts Warp and Weft, One Piece for Two, 0-1-2 and Just Playing a Round.",
        subcommands = {
            GamesCommand.class,
            PlayCommand.class,
            HintCommand.class,
            SelfplayCommand.class,
            TournamentCommand.class,
            ServeCommand.class,
            BackupCommand.class,
            BenchCommand.class,
            ServerBenchCommand.class,
            ExplorerBenchCommand.class,
            AnalyzeCommand.class,
            CompeteCommand.class,
            ReplayCommand.class,
            SolveCommand.class,
            TrainCommand.class,
            EngineCommand.class,
            RatingsCommand.class,
            SiteCommand.class,
            ExplorerCommand.class,
            PuzzlesCommand.class,
            CommandLine.HelpCommand.class,
        })
public final class Main implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        System.exit(commandLine().execute(args));
    }

    /** The configured command line (also used by tests). */
    public static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new Main());
        cl.setExecutionExceptionHandler(new ErrorHandler());
        cl.setParameterExceptionHandler(new ParameterErrors());
        return cl;
    }

    /** With no command: print help listing every command. */
    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String v = Main.class.getPackage().getImplementationVersion();
            return new String[] {"spindle " + (v == null ? "(development build)" : v)};
        }
    }
}
