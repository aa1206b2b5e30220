using UnityEngine;
using Unity.InferenceEngine;

public class RunModel : MonoBehaviour
{
    // Assign the .onnx or .sentis file from this repository in the Inspector.
    public ModelAsset modelAsset;

    void Start()
    {
        Model model = ModelLoader.Load(modelAsset);
        Worker worker = new Worker(model, BackendType.GPUCompute);
        // Schedule inputs with worker.Schedule(...) and read outputs with worker.PeekOutput().
        worker.Dispose();
    }
}
