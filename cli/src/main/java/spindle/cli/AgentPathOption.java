package spindle.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;
import spindle.ai.Agents;

/** {@code --agent-path DIR}: folders of plug-in agent jars, for every command that takes agent specs. */
final class AgentPathOption {
    @Option(names = "--agent-path", paramLabel = "DIR",
            description = "A folder of plug-in agent jars (repeatable); their agents are named like the built-ins.")
    List<Path> folders = new ArrayList<>();

    /** Adds the agents of every folder given (once per folder and run). */
    void load() {
        for (Path folder : folders) {
            Agents.addFolder(folder);
        }
    }
}
