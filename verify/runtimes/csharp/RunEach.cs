// The verify run's C# server (verify/session.ts): one Mono process runs snippet after snippet from
// one assembly, so each run no longer pays Mono's start-up and JIT warm-up. Every snippet is compiled
// inside a namespace of its own (<key>.Program); each job runs in its own working folder with its own
// stdout and stderr files and the job's proxy, and reports an exit code: 0, or 1 after printing the
// unhandled exception. It is also the program's entry point (mcs -main:RunEach): Mono's mcs has no
// `async Task Main` entry point, so it starts each snippet's Program.Main and waits for its task.
// Job lines on stdin: id \t dir \t key \t stdout \t stderr \t base \t proxy port.
using System;
using System.IO;
using System.Net;
using System.Reflection;
using System.Text;
using System.Threading.Tasks;

static class RunEach
{
    static int Main()
    {
        var protocol = Console.Out;
        var errors = Console.Error;
        var encoding = new UTF8Encoding(false);
        string line;
        // Started: the verify run's time limit for a job counts from here (verify/session.ts).
        protocol.WriteLine("@@ready");
        protocol.Flush();
        while ((line = Console.In.ReadLine()) != null)
        {
            var job = line.Split('\t');
            Environment.CurrentDirectory = job[1];
            // HttpClient reads its proxy from these variables when it is made (Mono's SocketsHttpHandler).
            var proxy = "http://127.0.0.1:" + job[6];
            foreach (var name in new[] { "https_proxy", "HTTPS_PROXY", "http_proxy", "HTTP_PROXY" }) Environment.SetEnvironmentVariable(name, proxy);
            WebRequest.DefaultWebProxy = new WebProxy(proxy);
            int code;
            using (var output = new StreamWriter(job[3], false, encoding) { AutoFlush = true })
            using (var error = new StreamWriter(job[4], false, encoding) { AutoFlush = true })
            {
                Console.SetOut(output);
                Console.SetError(error);
                try
                {
                    var main = typeof(RunEach).Assembly.GetType(job[2] + ".Program").GetMethod("Main", BindingFlags.Static | BindingFlags.Public | BindingFlags.NonPublic);
                    var result = main.Invoke(null, main.GetParameters().Length == 0 ? null : new object[] { new string[0] });
                    if (result is Task task) task.GetAwaiter().GetResult();
                    code = result is int exit ? exit : 0;
                }
                catch (Exception thrown)
                {
                    var cause = thrown is TargetInvocationException && thrown.InnerException != null ? thrown.InnerException : thrown;
                    error.WriteLine("Unhandled exception: " + cause);
                    code = 1;
                }
                finally
                {
                    Console.SetOut(protocol);
                    Console.SetError(errors);
                }
            }
            protocol.WriteLine("@@verify " + job[0] + " " + code);
            protocol.Flush();
        }
        return 0;
    }
}
