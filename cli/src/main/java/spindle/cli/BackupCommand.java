package spindle.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import spindle.server.db.Database;
import spindle.server.db.DatabaseBackup;

/** {@code spindle backup <file>}: a consistent copy of the server's SQLite database, safe while it runs. */
@Command(name = "backup", mixinStandardHelpOptions = true,
        description = {"Writes a consistent snapshot of the SQLite database of 'spindle serve' to FILE, also while"
                + " the server is running and writing to it (nothing needs to stop; moves go on during the copy).",
            "The copy is one self-contained file that holds every game and competition committed before the backup"
                + " started. To restore it: stop the server, copy FILE over the database file, delete the database's"
                + " -wal and -shm files, start the server.",
            "For a PostgreSQL --db it prints the pg_dump command to use instead.",
            "An existing FILE is replaced only with --force."})
final class BackupCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "Where to write the backup (a new file).")
    Path file;

    @Option(names = "--db", defaultValue = Database.DEFAULT_URL, paramLabel = "JDBC-URL",
            description = "The database to back up, as given to 'spindle serve --db' (default ${DEFAULT-VALUE}).")
    String db;

    @Option(names = "--force", description = "Replace FILE if it exists.")
    boolean force;

    @Override
    public Integer call() {
        DatabaseBackup.Result r = DatabaseBackup.write(db, file, force);
        PrintWriter out = spec.commandLine().getOut();
        out.printf(Locale.ROOT, "Wrote %s: %d games, %d competitions, %s (a consistent snapshot of %s)%n",
                r.file(), r.games(), r.competitions(), size(r.bytes()), db);
        out.flush();
        return 0;
    }

    private static String size(long bytes) {
        if (bytes < 1024 * 1024) {
            return String.format(Locale.ROOT, "%.1f KB", bytes / 1024.0);
        }
        return String.format(Locale.ROOT, "%.1f MB", bytes / (1024.0 * 1024));
    }
}
