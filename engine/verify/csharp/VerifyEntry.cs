// Compiled with every C# snippet in verify runs (mcs -main:VerifyEntry): Mono's mcs has no `async Task Main`
// entry point, so this one starts the snippet's Program.Main and waits for it. It also sends requests
// through the verify run's proxy (https_proxy); the run's HOME holds a Mono certificate store that trusts
// the proxy's authority. The snippet itself is compiled unchanged.
using System;
using System.Net;
using System.Reflection;
using System.Threading.Tasks;

static class VerifyEntry
{
    static int Main()
    {
        var proxy = Environment.GetEnvironmentVariable("https_proxy");
        if (!string.IsNullOrEmpty(proxy)) WebRequest.DefaultWebProxy = new WebProxy(proxy);
        var main = Type.GetType("Program").GetMethod("Main", BindingFlags.Static | BindingFlags.Public | BindingFlags.NonPublic);
        try
        {
            ((Task)main.Invoke(null, null)).GetAwaiter().GetResult();
            Console.Out.Flush();
            // Exits now, as `dotnet run` does when Main returns, rather than waiting on the HTTP stack's threads.
            Environment.Exit(0);
            return 0;
        }
        catch (Exception error)
        {
            var cause = error is TargetInvocationException && error.InnerException != null ? error.InnerException : error;
            Console.Error.WriteLine("Unhandled exception: " + cause);
            Environment.Exit(1);
            return 1;
        }
    }
}
